import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addImportFiles, importFormData, isImportFile, pendingImports, readImportReply, type ImportItem } from './import-files.ts';

const file = (name: string, body = 'x') => new File([body], name, { lastModified: 1 });
const envelope = (success: boolean, code: number, message: string, result: unknown = null) => ({ success, code, message, result, timestamp: 0 });

describe('import files', () => {
  test('takes .xls and .xlsx in any case, nothing else', () => {
    for (const name of ['a.xls', 'B.XLSX', '职务.xlsx']) assert.equal(isImportFile(name), true, name);
    for (const name of ['a.txt', 'a.csv', 'xls', 'a.xls.exe', 'a.xlsm']) assert.equal(isImportFile(name), false, name);
  });

  test('adds the spreadsheets, names the refused files and lists a file once', () => {
    const first = addImportFiles([], [file('a.xlsx'), file('notes.txt'), file('b.xls')]);
    assert.deepEqual(first.items.map((i) => [i.file.name, i.status]), [['a.xlsx', 'ready'], ['b.xls', 'ready']]);
    assert.deepEqual(first.refused, ['notes.txt']);
    assert.notEqual(first.items[0]!.id, first.items[1]!.id);
    const again = addImportFiles(first.items, [file('a.xlsx'), file('a.xlsx', 'longer')]);
    assert.deepEqual(again.items.map((i) => i.file.name), ['a.xlsx', 'b.xls', 'a.xlsx'], 'same name, other content is another file');
    assert.deepEqual(again.refused, []);
  });

  test('sends the file as files[] with the import options', () => {
    const form = importFormData(file('a.xlsx'), { isSingleTableImport: 'true', validateStatus: '1' });
    assert.equal((form.get('files[]') as File).name, 'a.xlsx');
    assert.deepEqual([...form.keys()], ['files[]', 'isSingleTableImport', 'validateStatus']);
    assert.equal(form.get('validateStatus'), '1');
  });

  test('reads success, the 201 partial import with its error file, and failure', () => {
    assert.deepEqual(readImportReply(envelope(true, 200, '文件导入成功！数据行数：3')), { status: 'done', message: '文件导入成功！数据行数：3', errorFile: null });
    assert.deepEqual(readImportReply(envelope(false, 500, '文件导入失败:第2行编码重复')), { status: 'failed', message: '文件导入失败:第2行编码重复', errorFile: null });
    assert.deepEqual(
      readImportReply(envelope(true, 201, '部分数据导入成功', { msg: '总上传行数：3，已导入行数：2，错误行数：1', fileUrl: '/sys/common/static/err/x.xls', fileName: '错误信息.xls' })),
      { status: 'partial', message: '总上传行数：3，已导入行数：2，错误行数：1', errorFile: { url: '/sys/common/static/err/x.xls', name: '错误信息.xls' } },
    );
    assert.deepEqual(readImportReply(envelope(true, 201, 'some rows failed', { fileUrl: '/f/e.xlsx' })),
      { status: 'partial', message: 'some rows failed', errorFile: { url: '/f/e.xlsx', name: 'e.xlsx' } });
    assert.deepEqual(readImportReply(envelope(true, 201, 'no file', null)), { status: 'partial', message: 'no file', errorFile: null });
  });

  test('an upload sends the files not yet sent and those that failed', () => {
    const items = addImportFiles([], [file('a.xls'), file('b.xls'), file('c.xls'), file('d.xls')]).items;
    const states: ImportItem['status'][] = ['ready', 'done', 'failed', 'partial'];
    const marked = items.map((item, i) => ({ ...item, status: states[i]! }));
    assert.deepEqual(pendingImports(marked).map((i) => i.file.name), ['a.xls', 'c.xls']);
  });
});
