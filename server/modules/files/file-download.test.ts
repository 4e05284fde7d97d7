import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { translate } from '../../i18n/messages.ts';
import { FILE_CHUNK_BYTES } from '../../lib/files/file-store-repository.ts';
import { multipart } from '../../test-support/multipart.ts';
import { samplePdf } from '../../test-support/sample-files.ts';
import { postgresOnly, startTestServer, startTwoServers, type TestServer } from '../../test-support/test-server.ts';

/** A zip-signed file of `size` random bytes (a zip's signature, then noise): a stored file of several chunks. */
const spanning = (size: number) => Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), randomBytes(size - 4)]);

async function uploadTo(s: TestServer, token: string, content: Buffer, filename: string) {
  const { payload, headers } = multipart([{ name: 'file', filename, content }]);
  const res = await s.app.inject({ method: 'POST', url: '/api/sys/common/upload?biz=docs', payload, headers: { ...headers, 'x-access-token': token } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result as { id: string; path: string };
}

describe('downloads: GET /sys/common/file/<path> with ranges, ETags and the reader rule', () => {
  let s: TestServer;
  let admin: string;
  let bytes: Buffer;
  let path: string;
  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    bytes = spanning(2 * FILE_CHUNK_BYTES + 1234);
    ({ path } = await uploadTo(s, admin, bytes, 'archive.zip'));
  });
  after(async () => { await s.close(); });

  const read = (headers: Record<string, string> = {}, token: string | null = admin, at = path) =>
    s.app.inject({ method: 'GET', url: `/api/sys/common/file/${at}`, headers: { 'x-locale': 'en', ...(token ? { 'x-access-token': token } : {}), ...headers } });

  it('stores a file of three chunks and reads it back whole, as an attachment with its length and ETag', async () => {
    const row = await s.ctx.db.selectFrom('sys_file').select('id').where('path', '=', path).executeTakeFirstOrThrow();
    const chunks = await s.ctx.db.selectFrom('sys_file_chunk').select('seq').where('file_id', '=', row.id).orderBy('seq').execute();
    assert.deepEqual(chunks.map((c) => c.seq), [0, 1, 2]);
    const res = await read();
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.rawPayload, bytes);
    assert.equal(res.headers['content-length'], String(bytes.length));
    assert.equal(res.headers['accept-ranges'], 'bytes');
    assert.equal(res.headers['content-disposition'], `attachment; filename="archive.zip"; filename*=UTF-8''archive.zip`);
    assert.match(String(res.headers.etag), /^"[0-9a-f]{64}"$/);
    assert.equal((await read({ 'if-none-match': String(res.headers.etag) })).statusCode, 304);
  });

  it('answers one range with 206 and Content-Range, across chunk edges, open-ended and from the end', async () => {
    const size = bytes.length;
    for (const [asked, start, end] of [
      ['bytes=0-9', 0, 9], [`bytes=${FILE_CHUNK_BYTES - 5}-${FILE_CHUNK_BYTES + 4}`, FILE_CHUNK_BYTES - 5, FILE_CHUNK_BYTES + 4],
      [`bytes=${FILE_CHUNK_BYTES}-`, FILE_CHUNK_BYTES, size - 1], ['bytes=-100', size - 100, size - 1],
      [`bytes=10-${size + 5000}`, 10, size - 1], [`bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
    ] as const) {
      const res = await read({ range: asked });
      assert.equal(res.statusCode, 206, asked);
      assert.equal(res.headers['content-range'], `bytes ${start}-${end}/${size}`, asked);
      assert.equal(res.headers['content-length'], String(end - start + 1), asked);
      assert.deepEqual(res.rawPayload, bytes.subarray(start, end + 1), asked);
    }
  });

  it('answers a range past the end with 416 and bytes */size in the user\'s language; a malformed, multiple or stale If-Range one with the whole file', async () => {
    for (const asked of [`bytes=${bytes.length}-`, `bytes=${bytes.length + 10}-${bytes.length + 20}`]) {
      const res = await read({ range: asked });
      assert.equal(res.statusCode, 416, asked);
      assert.equal(res.headers['content-range'], `bytes */${bytes.length}`);
      assert.equal(res.json().message, translate('en', 'fileRangeInvalid'));
    }
    assert.equal((await read({ range: `bytes=${bytes.length}-`, 'x-locale': 'cn' })).json().message, translate('cn', 'fileRangeInvalid'));
    const ignored: Record<string, string>[] = [{ range: 'bytes=abc' }, { range: 'lines=1-2' }, { range: 'bytes=0-1,5-6' }, { range: 'bytes=0-9', 'if-range': '"stale"' }];
    for (const headers of ignored) {
      const res = await read(headers);
      assert.equal(res.statusCode, 200, JSON.stringify(headers));
      assert.equal(res.rawPayload.length, bytes.length);
    }
  });

  it('serves a PDF inline, and only to the uploader\'s tenant: another tenant, no session or an unknown path get nothing', async () => {
    const pdf = await uploadTo(s, admin, samplePdf(), 'a.pdf');
    assert.match(String((await read({}, admin, pdf.path)).headers['content-disposition']), /^inline;/);
    const staff = await s.login('lisi');
    assert.equal((await read({}, staff)).statusCode, 200, 'a colleague in the tenant reads it');
    const elsewhere = await read({ 'x-tenant-id': '2' });
    assert.equal(elsewhere.statusCode, 404, 'the same administrator working in tenant 2');
    assert.equal(elsewhere.json().success, false);
    assert.equal((await read({}, null)).statusCode, 401);
    for (const at of ['docs/00000000000000000000000000000000.zip', '../../etc/passwd', path.toUpperCase(), `${path}/x`]) {
      assert.equal((await read({}, admin, at)).statusCode, 404, at);
    }
  });
});

describe('downloads across processes', { skip: postgresOnly('downloads across processes') }, () => {
  it('a file uploaded to one process downloads, whole and by range, from another on the same PostgreSQL', async () => {
    const [a, b] = await startTwoServers();
    try {
      const bytes = spanning(3 * FILE_CHUNK_BYTES + 77);
      const { path } = await uploadTo(a, await a.login('admin'), bytes, 'shared.zip');
      const token = await b.login('admin');
      const whole = await b.app.inject({ method: 'GET', url: `/api/sys/common/file/${path}`, headers: { 'x-access-token': token } });
      assert.equal(whole.statusCode, 200);
      assert.deepEqual(whole.rawPayload, bytes);
      const part = await b.app.inject({ method: 'GET', url: `/api/sys/common/file/${path}`, headers: { 'x-access-token': token, range: `bytes=${FILE_CHUNK_BYTES - 1}-${2 * FILE_CHUNK_BYTES}` } });
      assert.equal(part.statusCode, 206);
      assert.deepEqual(part.rawPayload, bytes.subarray(FILE_CHUNK_BYTES - 1, 2 * FILE_CHUNK_BYTES + 1));
    } finally {
      await b.close();
      await a.close();
    }
  });
});
