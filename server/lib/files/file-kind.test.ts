import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sampleCfb, sampleDocx, sampleExe, samplePdf } from '../../test-support/sample-files.ts';
import { TINY_PNG } from '../../test-support/multipart.ts';
import { downloadName, fileKindOf } from './file-kind.ts';

describe('fileKindOf: a file\'s kind by its first bytes, the name only where content cannot tell', () => {
  it('tells text by its bytes: UTF-8 gets a charset, GBK none, a NUL byte makes it no text', async () => {
    const gbk = Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0x0a]); // 你好 in GBK
    assert.deepEqual(await fileKindOf(Buffer.from('{"a":1}'), 'data.json'), { contentType: 'text/plain; charset=utf-8', extension: 'json', family: 'text' });
    assert.deepEqual(await fileKindOf(gbk, '旧文件.txt'), { contentType: 'text/plain', extension: 'txt', family: 'text' });
    assert.deepEqual(await fileKindOf(Buffer.from('no extension'), 'README'), { contentType: 'text/plain; charset=utf-8', extension: 'txt', family: 'text' });
    assert.equal(await fileKindOf(Buffer.from('a\u0000b'), 'a.txt'), 'unknown');
    assert.equal(await fileKindOf(Buffer.from('<svg/>'), 'a.svg'), 'unknown');
  });

  it('lets the name pick among the Office 97–2003 formats only, and catches a name claiming another family', async () => {
    assert.equal((await fileKindOf(sampleCfb(), 'a.XLS') as { extension: string }).extension, 'xls');
    assert.equal(await fileKindOf(sampleCfb(), 'a.msi'), 'unknown');
    assert.equal(await fileKindOf(sampleCfb(), 'a'), 'unknown');
    assert.equal(await fileKindOf(await sampleDocx(), 'a.pptx'), 'mismatch');
    assert.equal(await fileKindOf(TINY_PNG, 'a.pdf'), 'mismatch');
    assert.equal((await fileKindOf(TINY_PNG, 'photo.jpeg') as { extension: string }).extension, 'png', 'same family: fine');
    assert.equal(await fileKindOf(sampleExe(), 'a.pdf'), 'unknown');
  });

  it('gives a download name the kind\'s extension unless it has one of its family', async () => {
    const pdf = await fileKindOf(samplePdf(), 'x') as Exclude<Awaited<ReturnType<typeof fileKindOf>>, string>;
    assert.equal(downloadName('report.pdf', pdf), 'report.pdf');
    assert.equal(downloadName('report.exe', pdf), 'report.exe.pdf');
    assert.equal(downloadName('report', pdf), 'report.pdf');
  });
});
