import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('an empty JSON body is no body', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('signs out on POST /sys/logout with Content-Type: application/json and nothing else', async () => {
    const token = await s.login('zhangsan');
    const headers = { 'x-access-token': token, 'content-type': 'application/json', 'x-locale': 'en' };
    const out = await s.app.inject({ method: 'POST', url: '/api/sys/logout', headers });
    assert.equal(out.statusCode, 200, out.body);
    assert.equal(out.json().success, true);
    const after = await s.app.inject({ url: '/api/sys/getUserInfoByToken', headers: { 'x-access-token': token } });
    assert.equal(after.statusCode, 401, 'the session ended');
  });

  it('treats a blank body (whitespace only) the same way', async () => {
    const token = await s.login('lisi');
    const headers = { 'x-access-token': token, 'content-type': 'application/json; charset=utf-8' };
    const out = await s.app.inject({ method: 'POST', url: '/api/sys/logout', headers, payload: ' \n' });
    assert.equal(out.statusCode, 200, out.body);
  });

  it('still answers the localised 400 where the schema requires a body', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/sys/login', headers: { 'content-type': 'application/json', 'x-locale': 'en' } });
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.equal(body.success, false);
    assert.equal(body.code, 400);
    assert.match(body.message, /^Invalid request: /);
  });

  it('still refuses malformed JSON and prototype poisoning with the envelope', async () => {
    for (const payload of ['{"username":', '{"__proto__":{"x":1}}']) {
      const res = await s.app.inject({ method: 'POST', url: '/api/sys/login', headers: { 'content-type': 'application/json', 'x-locale': 'en' }, payload });
      assert.equal(res.statusCode, 400, payload);
      assert.equal(res.json().success, false, payload);
    }
  });
});
