import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { buffer } from 'node:stream/consumers';
import Fastify, { type FastifyInstance } from 'fastify';
import { requestLocale } from '../../i18n/request-locale.ts';
import { translate } from '../../i18n/messages.ts';
import { registerErrorHandler } from '../../plugins/errors.ts';
import { readXlsxRows } from '../spreadsheet/xlsx-reader.ts';
import { writeXlsx } from '../spreadsheet/xlsx-writer.ts';
import { receiveSpreadsheet } from './receive-spreadsheet.ts';
import { UPLOAD_LIMITS, registerUploads } from './register-uploads.ts';
import { decorateClock } from '../envelope.ts';

interface Part {
  name: string;
  filename?: string;
  content: Buffer | string;
}

/** A multipart/form-data body written by hand, as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = `----dkp${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`
      + (part.filename === undefined ? '\r\n\r\n' : `; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`)),
    Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('receiveSpreadsheet: an uploaded workbook, checked by content', () => {
  let app: FastifyInstance;
  let xlsx: Buffer;
  before(async () => {
    xlsx = await buffer(writeXlsx({ name: '导入', columns: [{ header: '姓名' }, { header: '年龄', kind: 'number' }], rows: [['张三', 30], ['李四', 41]] }));
    // The real app's locale and error handling; the upload routes in their own scope, as the kit does.
    app = Fastify();
    app.decorateRequest('locale', 'cn');
    decorateClock(app, () => new Date());
    app.addHook('onRequest', async (request) => { request.locale = requestLocale(request.headers); });
    registerErrorHandler(app);
    await app.register(async (scope) => {
      await registerUploads(scope);
      scope.post('/importExcel', async (request) => {
        const { filename, buffer: bytes, fields } = await receiveSpreadsheet(request);
        const names = [];
        for await (const row of readXlsxRows(bytes, { maxRows: 100 })) names.push(row.values['姓名']);
        return { filename, fields, names };
      });
    });
    app.post('/elsewhere', async () => ({ ok: true }));
  });
  after(async () => app.close());

  const upload = (parts: Part[], url = '/importExcel', locale = 'en') => {
    const { payload, headers } = multipart(parts);
    return app.inject({ method: 'POST', url, payload, headers: { ...headers, 'x-locale': locale } });
  };
  const refusal = (status: number, key: Parameters<typeof translate>[1], params: Record<string, number> = {}, locale: 'en' | 'cn' = 'en') =>
    ({ status, message: translate(locale, key, params) });
  const answer = (res: Awaited<ReturnType<typeof upload>>) => ({ status: res.statusCode, message: res.json().message as string });

  it('takes the first file of files[] and reads it, with the other fields', async () => {
    const res = await upload([{ name: 'note', content: '备注' }, { name: 'files[]', filename: '用户导入.xlsx', content: xlsx }, { name: 'files[]', filename: 'second.txt', content: 'ignored' }]);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { filename: '用户导入.xlsx', fields: { note: '备注' }, names: ['张三', '李四'] });
  });

  it('also takes the field `file`, and drops any folder from the name', async () => {
    const res = await upload([{ name: 'file', filename: 'C:\\Users\\me\\list.xlsx', content: xlsx }]);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().filename, 'list.xlsx');
  });

  it('refuses an .xls and tells the user to save it as .xlsx, in their language', async () => {
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(1024)]);
    assert.deepEqual(answer(await upload([{ name: 'files[]', filename: 'old.xls', content: xls }])), refusal(400, 'spreadsheetXls'));
    assert.deepEqual(answer(await upload([{ name: 'files[]', filename: 'old.xls', content: xls }], '/importExcel', 'cn')), refusal(400, 'spreadsheetXls', {}, 'cn'));
    assert.match(translate('cn', 'spreadsheetXls'), /另存为.*\.xlsx/);
  });

  it('refuses a password-protected workbook, a renamed text file and a zip that is not a workbook', async () => {
    const encrypted = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600), Buffer.from('EncryptedPackage', 'utf16le')]);
    assert.deepEqual(answer(await upload([{ name: 'files[]', filename: 'secret.xlsx', content: encrypted }])), refusal(400, 'spreadsheetEncrypted'));
    assert.deepEqual(answer(await upload([{ name: 'files[]', filename: 'data.xlsx', content: '姓名,年龄\n张三,30\n' }])), refusal(400, 'spreadsheetNotXlsx'));
    const notWorkbook = Buffer.from(xlsx);
    // Rename the workbook part inside the zip (local header and directory): a zip, not a workbook.
    for (let at = notWorkbook.indexOf('xl/workbook.xml'); at >= 0; at = notWorkbook.indexOf('xl/workbook.xml', at + 1)) notWorkbook.write('xl/workbooz', at);
    assert.deepEqual(answer(await upload([{ name: 'files[]', filename: 'x.xlsx', content: notWorkbook }])), refusal(400, 'spreadsheetNotXlsx'));
  });

  it('refuses a file over the size limit with 413, never a 5xx', async () => {
    const big = Buffer.concat([xlsx, Buffer.alloc(UPLOAD_LIMITS.fileSize)]);
    assert.deepEqual(answer(await upload([{ name: 'files[]', filename: 'big.xlsx', content: big }])), refusal(413, 'uploadTooLarge', { limit: 10 }));
    // Also when the oversized file is not the one taken.
    assert.deepEqual(answer(await upload([{ name: 'files[]', filename: 'a.xlsx', content: xlsx }, { name: 'files[]', filename: 'big.bin', content: big }])),
      refusal(413, 'uploadTooLarge', { limit: 10 }));
  });

  it('refuses a request without a file, or with the file in another field', async () => {
    assert.deepEqual(answer(await upload([{ name: 'note', content: 'x' }])), refusal(400, 'uploadMissing'));
    assert.deepEqual(answer(await upload([{ name: 'attachment', filename: 'a.xlsx', content: xlsx }])), refusal(400, 'uploadMissing'));
    assert.deepEqual(answer(await upload([{ name: 'files[]', filename: 'empty.xlsx', content: '' }])), refusal(400, 'uploadMissing'));
  });

  it('refuses too many files or fields with 413', async () => {
    const files = Array.from({ length: UPLOAD_LIMITS.files + 1 }, () => ({ name: 'files[]', filename: 'a.xlsx', content: xlsx }));
    assert.deepEqual(answer(await upload(files)), refusal(413, 'uploadTooManyFiles', { limit: 5 }));
    const fields = Array.from({ length: UPLOAD_LIMITS.fields + 1 }, (_, i) => ({ name: `f${i}`, content: 'v' }));
    assert.deepEqual(answer(await upload([...fields, { name: 'files[]', filename: 'a.xlsx', content: xlsx }])), refusal(413, 'uploadTooManyFields', { limit: 20 }));
  });

  it('answers a body cut short with 400, and a body that is not multipart with 415', async () => {
    const { payload, headers } = multipart([{ name: 'files[]', filename: 'a.xlsx', content: xlsx }]);
    const cut = await app.inject({ method: 'POST', url: '/importExcel', payload: payload.subarray(0, 500), headers: { ...headers, 'x-locale': 'en' } });
    assert.deepEqual(answer(cut), refusal(400, 'uploadBroken'));
    const json = await app.inject({ method: 'POST', url: '/importExcel', payload: { files: 'x' }, headers: { 'x-locale': 'en' } });
    assert.deepEqual(answer(json), refusal(415, 'uploadNotMultipart'));
  });

  it('leaves routes outside the upload scope without a multipart parser', async () => {
    const res = await upload([{ name: 'files[]', filename: 'a.xlsx', content: xlsx }], '/elsewhere');
    assert.equal(res.statusCode, 415);
  });
});
