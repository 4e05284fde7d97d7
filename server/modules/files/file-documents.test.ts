import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { translate } from '../../i18n/messages.ts';
import { multipart, TINY_PNG, type MultipartPart } from '../../test-support/multipart.ts';
import { sampleCfb, sampleDocx, sampleExe, samplePdf, samplePptx, sampleZip, sampleZipBomb } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { writeXlsx } from '../../lib/spreadsheet/xlsx-writer.ts';
import { buffer } from 'node:stream/consumers';

type Answer = Awaited<ReturnType<TestServer['app']['inject']>>;

describe('document uploads: judged by content, streamed into chunks, refused cleanly', () => {
  let s: TestServer;
  let admin: string;
  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  const send = (parts: MultipartPart[], locale = 'en', cut?: number) => {
    const { payload, headers } = multipart(parts);
    return s.app.inject({
      method: 'POST', url: '/api/sys/common/upload', payload: cut === undefined ? payload : payload.subarray(0, cut),
      headers: { ...headers, 'x-locale': locale, 'x-access-token': admin },
    });
  };
  const upload = (content: Buffer | string, filename: string, extra: MultipartPart[] = []) => send([...extra, { name: 'file', filename, content }]);
  const read = (path: string, headers: Record<string, string> = {}, query = '') =>
    s.app.inject({ method: 'GET', url: `/api/sys/common/file/${path}${query}`, headers: { 'x-access-token': admin, ...headers } });
  const refusal = (res: Answer) => ({ status: res.statusCode, message: res.json().message as string });
  const refused = (status: number, key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}, locale: 'en' | 'cn' | 'tc' = 'en') =>
    ({ status, message: translate(locale, key, params) });
  /** Files and chunks in the store: a refused upload adds none. */
  const stored = async () => ({
    files: Number((await s.ctx.db.selectFrom('sys_file').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    chunks: Number((await s.ctx.db.selectFrom('sys_file_chunk').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
  });

  it('takes PDF, Word, Excel, PowerPoint (new and 97–2003), text and zip by their content, and serves each with its type', async () => {
    const xlsx = await buffer(writeXlsx({ name: 'S', columns: [{ header: 'a' }], rows: [['1']] }));
    const cases: [Buffer, string, string, string][] = [
      [samplePdf(), '年报.pdf', 'application/pdf', 'inline'],
      [await sampleDocx(), '通知.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'attachment'],
      [xlsx, 'data.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'attachment'],
      [await samplePptx(), 'slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'attachment'],
      [sampleCfb(), 'old.doc', 'application/msword', 'attachment'],
      [sampleCfb(), 'old.xls', 'application/vnd.ms-excel', 'attachment'],
      [sampleCfb(), 'old.ppt', 'application/vnd.ms-powerpoint', 'attachment'],
      [Buffer.from('说明：第一行\nsecond line\n'), '说明.txt', 'text/plain; charset=utf-8', 'inline'],
      [Buffer.from('name,age\nzhang,30\n'), 'list.csv', 'text/plain; charset=utf-8', 'inline'],
      [await sampleZip([{ name: 'a.txt', content: Buffer.from('a') }]), 'bundle.zip', 'application/zip', 'attachment'],
    ];
    for (const [bytes, name, type, disposition] of cases) {
      const res = await upload(bytes, name);
      assert.equal(res.statusCode, 200, `${name}: ${res.body}`);
      const { path, contentType, size, fileName } = res.json().result;
      assert.deepEqual({ contentType, size, fileName }, { contentType: type, size: bytes.length, fileName: name });
      assert.match(path, new RegExp(`^temp/[0-9a-f]{32}\\.${name.split('.').pop()}$`));
      const file = await read(path);
      assert.equal(file.statusCode, 200, name);
      assert.deepEqual(file.rawPayload, bytes, name);
      assert.equal(file.headers['content-type'], type, name);
      assert.equal(file.headers['x-content-type-options'], 'nosniff');
      assert.match(String(file.headers['content-security-policy']), /sandbox/);
      assert.equal(String(file.headers['content-disposition']).split(';')[0], disposition, name);
      // ?download=1 makes even a preview an attachment; the public image route does not serve documents.
      assert.equal(String((await read(path, {}, '?download=1')).headers['content-disposition']).split(';')[0], 'attachment');
      assert.equal((await s.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}` })).statusCode, 404, name);
    }
  });

  it('refuses a renamed executable, HTML, SVG and unknown bytes as no kind it takes (415), and a name claiming another kind (400), in three languages', async () => {
    const before = await stored();
    for (const name of ['report.pdf', 'setup.exe', 'readme.txt', 'notes']) {
      assert.deepEqual(refusal(await upload(sampleExe(), name)), refused(415, 'uploadTypeUnknown'), name);
    }
    assert.deepEqual(refusal(await upload('<html><script>alert(1)</script></html>', 'page.html')), refused(415, 'uploadTypeUnknown'));
    assert.deepEqual(refusal(await upload('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.svg')), refused(415, 'uploadTypeUnknown'));
    assert.deepEqual(refusal(await upload(sampleCfb(), 'installer.msi')), refused(415, 'uploadTypeUnknown'));
    assert.deepEqual(refusal(await upload(samplePdf(), 'letter.docx')), refused(400, 'uploadTypeMismatch', { extension: '.docx' }));
    assert.deepEqual(refusal(await upload(await sampleZip([{ name: 'a', content: Buffer.from('a') }]), 'fake.xlsx')), refused(400, 'uploadTypeMismatch', { extension: '.xlsx' }));
    assert.deepEqual(refusal(await upload('plain words', 'fake.pdf')), refused(400, 'uploadTypeMismatch', { extension: '.pdf' }));
    for (const locale of ['cn', 'tc'] as const) {
      assert.deepEqual(refusal(await send([{ name: 'file', filename: 'a.pdf', content: sampleExe() }], locale)), refused(415, 'uploadTypeUnknown', {}, locale));
      assert.deepEqual(refusal(await send([{ name: 'file', filename: 'a.pdf', content: 'text' }], locale)), refused(400, 'uploadTypeMismatch', { extension: '.pdf' }, locale));
    }
    assert.deepEqual(await stored(), before, 'nothing kept');
  });

  it('keeps a PDF under a name without a PDF extension as name.pdf, and a zip bomb as it came, never inflated', async () => {
    const renamed = (await upload(samplePdf(), 'invoice.bin')).json().result;
    assert.equal(renamed.fileName, 'invoice.bin.pdf');
    const bomb = await sampleZipBomb(256);
    assert.ok(bomb.length < 2 ** 20, `the bomb is ${bomb.length} bytes`);
    const res = await upload(bomb, 'bomb.zip');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.size, bomb.length);
    assert.deepEqual((await read(res.json().result.path)).rawPayload, bomb);
  });

  it('refuses a file one byte over the configured 50 MiB with 413, keeping nothing of it', async () => {
    const before = await stored();
    const res = await upload(Buffer.concat([samplePdf(), Buffer.alloc(50 * 2 ** 20 + 1 - samplePdf().length)]), 'big.pdf');
    assert.deepEqual(refusal(res), refused(413, 'uploadTooLarge', { limit: 50 }));
    assert.deepEqual(await stored(), before);
  });

  it('refuses two files (413), no file or an empty one (400), and a huge field (413), keeping nothing', async () => {
    const before = await stored();
    const pdf = samplePdf();
    assert.deepEqual(refusal(await send([{ name: 'file', filename: 'a.pdf', content: pdf }, { name: 'file', filename: 'b.pdf', content: pdf }])), refused(413, 'uploadTooManyFiles', { limit: 1 }));
    assert.deepEqual(refusal(await send([{ name: 'file', filename: 'a.pdf', content: pdf }, { name: 'other', filename: 'b.png', content: TINY_PNG }])), refused(413, 'uploadTooManyFiles', { limit: 1 }));
    assert.deepEqual(refusal(await send([{ name: 'biz', content: 'docs' }])), refused(400, 'uploadMissing'));
    assert.deepEqual(refusal(await upload('', 'empty.pdf')), refused(400, 'uploadEmpty'));
    assert.deepEqual(refusal(await upload(pdf, 'a.pdf', [{ name: 'note', content: 'x'.repeat(65 * 1024) }])), refused(413, 'uploadFieldTooLarge', { limit: 64 }));
    assert.deepEqual(refusal(await send([{ name: 'file', filename: 'a.pdf', content: pdf }, { name: 'note', content: 'x'.repeat(65 * 1024) }])), refused(413, 'uploadFieldTooLarge', { limit: 64 }));
    assert.deepEqual(await stored(), before);
  });

  it('a body cut off mid-file is 400 and leaves nothing; a name with folders is only a name', async () => {
    const before = await stored();
    const big = samplePdf(700 * 1024);
    assert.deepEqual(refusal(await send([{ name: 'file', filename: 'a.pdf', content: big }], 'en', 600 * 1024)), refused(400, 'uploadBroken'));
    assert.deepEqual(await stored(), before);
    for (const name of ['../../etc/passwd.pdf', '..\\..\\windows\\win.ini.pdf', '/abs/../x.pdf']) {
      const res = await upload(samplePdf(), name);
      assert.equal(res.statusCode, 200, res.body);
      assert.match(res.json().message, /^temp\/[0-9a-f]{32}\.pdf$/);
      assert.doesNotMatch(res.json().result.fileName, /[\\/]/);
    }
  });
});
