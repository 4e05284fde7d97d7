import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { translate } from '../../i18n/messages.ts';
import { multipart, TINY_PNG, type MultipartPart } from '../../test-support/multipart.ts';
import { postgresOnly, startTestServer, startTwoServers, type TestServer } from '../../test-support/test-server.ts';
import { UPLOADS_PER_HOUR } from './routes.ts';

type Answer = Awaited<ReturnType<TestServer['app']['inject']>>;

const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(40)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(40)]);
const WEBP = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 ', 'latin1'), Buffer.alloc(32)]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

describe('image uploads: POST /sys/common/upload and GET /sys/common/static/<path>', () => {
  let s: TestServer;
  let admin: string;
  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  const upload = (parts: MultipartPart[], { token = admin as string | null, locale = 'en', query = '' } = {}) => {
    const { payload, headers } = multipart(parts);
    return s.app.inject({
      method: 'POST', url: `/api/sys/common/upload${query}`, payload,
      headers: { ...headers, 'x-locale': locale, ...(token ? { 'x-access-token': token } : {}) },
    });
  };
  const image = (content: Buffer | string, filename = 'photo.png', extra: MultipartPart[] = []) => [...extra, { name: 'file', filename, type: 'image/png', content }];
  const serve = (path: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}`, headers });
  const refusal = (res: Answer) => ({ status: res.statusCode, success: res.json().success as boolean, message: res.json().message as string });
  const refused = (status: number, key: Parameters<typeof translate>[1], params: Record<string, number> = {}, locale: 'en' | 'cn' = 'en') =>
    ({ status, success: false, message: translate(locale, key, params) });

  it('keeps a PNG under a path of its own, answered as JeecgBoot does (the path as message), and serves it back', async () => {
    const res = await upload(image(TINY_PNG, 'C:\\Users\\me\\我的头像.png', [{ name: 'biz', content: 'avatar' }]));
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.success, true);
    assert.match(body.message, /^avatar\/[0-9a-f]{32}\.png$/);
    assert.deepEqual(body.result, { id: body.result.id, path: body.message, fileName: '我的头像.png', size: TINY_PNG.length, contentType: 'image/png' });

    const file = await serve(body.message);
    assert.equal(file.statusCode, 200);
    assert.deepEqual(file.rawPayload, TINY_PNG);
    assert.equal(file.headers['content-type'], 'image/png');
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    assert.equal(file.headers['cache-control'], 'private, max-age=31536000, immutable');
    assert.match(String(file.headers['content-security-policy']), /default-src 'none'.*sandbox/);
    assert.equal(file.headers['content-disposition'], `inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('我的头像.png')}`);
    // Asked again with its ETag: nothing to send.
    const again = await serve(body.message, { 'if-none-match': String(file.headers.etag) });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);

    // The uploader and the tenant are recorded; the client's name is not part of the path.
    const row = await s.ctx.db.selectFrom('sys_file').select(['id', 'tenant_id', 'user_id', 'file_name', 'state']).where('path', '=', body.message).executeTakeFirstOrThrow();
    const me = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    assert.deepEqual(row, { id: body.result.id, tenant_id: 1, user_id: me.id, file_name: '我的头像.png', state: 'stored' });
  });

  it('tells JPEG, GIF and WebP by their bytes, whatever the name says; `biz` may come in the query; the default folder is temp', async () => {
    for (const [bytes, type, ext] of [[JPEG, 'image/jpeg', 'jpg'], [GIF, 'image/gif', 'gif'], [WEBP, 'image/webp', 'webp']] as const) {
      const res = await upload(image(bytes, 'named-wrongly.png'), { query: '?biz=users/photos' });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(res.json().message, new RegExp(`^users/photos/[0-9a-f]{32}\\.${ext}$`));
      assert.equal((await serve(res.json().message)).headers['content-type'], type);
    }
    const plain = await upload(image(TINY_PNG));
    assert.match(plain.json().message, /^temp\/[0-9a-f]{32}\.png$/);
  });

  it('the image folders (avatar, jeditor) refuse SVG, HTML, text and PDF dressed as an image, in the user\'s language; elsewhere they are a mismatch', async () => {
    for (const biz of ['avatar', 'jeditor', 'avatar/big']) {
      for (const content of [SVG, '<!doctype html><script>alert(1)</script>', 'just text', '%PDF-1.4\n%%EOF\n']) {
        assert.deepEqual(refusal(await upload(image(content, 'a.png'), { query: `?biz=${biz}` })), refused(400, 'uploadNotImage'), `${biz}: ${content}`);
      }
    }
    assert.deepEqual(refusal(await upload(image('just text', 'a.png', [{ name: 'biz', content: 'avatar' }]), { locale: 'cn' })), refused(400, 'uploadNotImage', {}, 'cn'));
    assert.match(translate('cn', 'uploadNotImage'), /PNG、JPEG、GIF 或 WebP/);
    // In another folder: text named as an image is a mismatch; an SVG (no text name) and unknown bytes are no kind we take.
    assert.deepEqual(refusal(await upload(image('just text', 'a.png'))), { status: 400, success: false, message: translate('en', 'uploadTypeMismatch', { extension: '.png' }) });
    assert.deepEqual(refusal(await upload(image(SVG, 'a.svg'))), refused(415, 'uploadTypeUnknown'));
    assert.deepEqual(refusal(await upload(image(Buffer.from([0x89, 0x50, 0x00, 0x01]), 'a.png'))), refused(415, 'uploadTypeUnknown'));
  });

  it('the image folders refuse a picture over 2 MB with 413, the folder sent before or after the file; a missing or empty file, or one in another field, is 400', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 2 ** 20)]);
    assert.deepEqual(refusal(await upload(image(big), { query: '?biz=avatar' })), refused(413, 'uploadTooLarge', { limit: 2 }));
    assert.deepEqual(refusal(await upload(image(big, 'a.png', [{ name: 'biz', content: 'jeditor' }]))), refused(413, 'uploadTooLarge', { limit: 2 }));
    assert.deepEqual(refusal(await upload([...image(big), { name: 'biz', content: 'jeditor' }])), refused(413, 'uploadTooLarge', { limit: 2 }));
    assert.equal((await upload(image(big))).statusCode, 200, 'other folders take the configured size');
    assert.deepEqual(refusal(await upload([{ name: 'biz', content: 'avatar' }])), refused(400, 'uploadMissing'));
    assert.deepEqual(refusal(await upload(image(''))), refused(400, 'uploadEmpty'));
    assert.deepEqual(refusal(await upload([{ name: 'files[]', filename: 'a.png', content: TINY_PNG }])), refused(400, 'uploadMissing'));
  });

  it('refuses a folder that is not letters, digits, _, - and /', async () => {
    for (const biz of ['../etc', 'a/../../b', 'a b', 'a\u0000b', '头像', 'a//b', `${'x'.repeat(33)}`, 'a/b/c/d/e']) {
      assert.deepEqual(refusal(await upload(image(TINY_PNG, 'a.png', [{ name: 'biz', content: biz }]))), refused(400, 'uploadBizInvalid'), biz);
    }
    assert.deepEqual(refusal(await upload(image(TINY_PNG), { query: '?biz=..%2F..' })), refused(400, 'uploadBizInvalid'));
  });

  it("takes an editable table cell's upload (isup=1, widgets-admin §7): the flag only says it is an upload, as JeecgBoot's ignores it; the folder is biz or temp", async () => {
    const cell = await upload(image(TINY_PNG, 'cell.png', [{ name: 'isup', content: '1' }]));
    assert.equal(cell.statusCode, 200, cell.body);
    assert.match(cell.json().message, /^temp\/[0-9a-f]{32}\.png$/);
    const placed = await upload(image(TINY_PNG, 'cell.png', [{ name: 'isup', content: '1' }, { name: 'biz', content: 'table/cells' }]));
    assert.match(placed.json().message, /^table\/cells\/[0-9a-f]{32}\.png$/);
  });

  it('takes uploads from signed-in users only; a body that is not multipart is 415, one cut short 400', async () => {
    assert.equal((await upload(image(TINY_PNG), { token: null })).statusCode, 401);
    assert.equal((await upload(image(TINY_PNG), { token: 'not-a-token' })).statusCode, 401);
    const json = await s.app.inject({ method: 'POST', url: '/api/sys/common/upload', payload: { file: 'x' }, headers: { 'x-access-token': admin, 'x-locale': 'en' } });
    assert.deepEqual(refusal(json), refused(415, 'uploadNotMultipart'));
    const { payload, headers } = multipart(image(TINY_PNG));
    const cut = await s.app.inject({ method: 'POST', url: '/api/sys/common/upload', payload: payload.subarray(0, 120), headers: { ...headers, 'x-access-token': admin, 'x-locale': 'en' } });
    assert.deepEqual(refusal(cut), refused(400, 'uploadBroken'));
  });

  it('keeps a client\'s file name out of the path and out of the headers\' syntax', async () => {
    // A name with folders, an escaped quote and a tab (a header line cannot carry a line break).
    const rawFilename = 'filename="C:\\\\temp\\\\..\\\\x\\"\t; evil=1.png"';
    const res = await upload([{ name: 'file', rawFilename, type: 'image/png', content: TINY_PNG }]);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.json().message, /^temp\/[0-9a-f]{32}\.png$/);
    assert.equal(res.json().result.fileName, 'x; evil=1.png');
    const file = await serve(res.json().message);
    assert.equal(file.headers['content-disposition'], `inline; filename="x; evil=1.png"; filename*=UTF-8''x%3B%20evil%3D1.png`);
  });

  it('answers 404 for any path it did not make, never a 5xx', async () => {
    const known = (await upload(image(TINY_PNG))).json().message as string;
    for (const path of [
      'temp/00000000000000000000000000000000.png', known.replace('.png', '.gif'), known.toUpperCase(), '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd',
      'temp/%00.png', 'temp/%E0%A4%A.png', 'a'.repeat(250), '', `${known}/x`, `/${known}`,
    ]) {
      const res = await serve(path);
      assert.ok(res.statusCode === 404 || res.statusCode === 400, `${path}: ${res.statusCode}`);
      assert.equal(res.json().success, false);
    }
    assert.equal((await serve('a'.repeat(400))).statusCode, 400);
  });

  it(`refuses more than ${UPLOADS_PER_HOUR} uploads an hour from one user with 429`, async () => {
    const user = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'lisi').executeTakeFirstOrThrow();
    const token = await s.login('lisi');
    const now = s.clock.now();
    await s.ctx.db.insertInto('sys_file').values(Array.from({ length: UPLOADS_PER_HOUR }, (_, i) => ({
      path: `temp/${String(i).padStart(32, '0')}.png`, tenant_id: 1, user_id: user.id, file_name: 'a.png', content_type: 'image/png',
      size: 1, sha256: '', state: 'stored' as const, created_at: new Date(now.getTime() - 30 * 60 * 1000),
    }))).execute();
    const res = await upload(image(TINY_PNG), { token });
    assert.deepEqual(refusal(res), refused(429, 'uploadTooOften', { limit: UPLOADS_PER_HOUR }));
    assert.equal(res.headers['retry-after'], '3600');
    s.clock.advance(31 * 60 * 1000);
    assert.equal((await upload(image(TINY_PNG), { token: await s.login('lisi') })).statusCode, 200);
  });
});

describe('uploads across processes', { skip: postgresOnly('uploads across processes') }, () => {
  it('serves from one process the file another received', async () => {
    const [a, b] = await startTwoServers();
    try {
      const token = await a.login('admin');
      const { payload, headers } = multipart([{ name: 'file', filename: 'p.png', content: TINY_PNG }]);
      const res = await a.app.inject({ method: 'POST', url: '/api/sys/common/upload?biz=avatar', payload, headers: { ...headers, 'x-access-token': token } });
      assert.equal(res.statusCode, 200, res.body);
      const file = await b.app.inject({ method: 'GET', url: `/api/sys/common/static/${res.json().message}` });
      assert.equal(file.statusCode, 200);
      assert.deepEqual(file.rawPayload, TINY_PNG);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
