import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { ApiError } from './api-error.ts';
import { configureApi, resetApiConfig } from './config.ts';
import { fileNameOf } from './download.ts';
import { request } from './request.ts';
import { $session } from '../stores/session.ts';

let seen: Headers[];
function answer(status: number, body: BodyInit, type: string): void {
  configureApi({
    fetch: async (_input, init = {}) => {
      seen.push(new Headers(init.headers));
      return new Response(body, { status, headers: { 'Content-Type': type } });
    },
  });
}

beforeEach(() => {
  seen = [];
  resetApiConfig();
  configureApi({ pageUrl: () => 'http://portal.test/', now: () => 1_000 });
  $session.set({
    token: 'tok', tenantId: 3, tokenTtlMs: 1_800_000, expiresAt: 9e15, apiOrigin: 'http://portal.test',
    userInfo: { id: '1', username: 'u', realname: '', avatar: '', orgCode: '', tenantId: 3 },
  });
});
afterEach(() => {
  resetApiConfig();
  $session.set(null);
});

test('file mode resolves with the answer bytes as a Blob and sends the session headers', async () => {
  answer(200, new Uint8Array([80, 75, 3, 4]), 'application/vnd.ms-excel');
  const { result, success } = await request<Blob>('/sys/common/static/errors.xls', { file: true });
  assert.equal(success, true);
  assert.ok(result instanceof Blob);
  assert.deepEqual([...new Uint8Array(await result.arrayBuffer())], [80, 75, 3, 4]);
  assert.equal(seen[0]!.get('X-Access-Token'), 'tok');
  assert.equal(seen[0]!.get('Accept'), '*/*');
});

test('file mode still reads a JSON failure as the catalogue error', async () => {
  answer(404, JSON.stringify({ success: false, message: 'gone', code: 404, result: null, timestamp: 0 }), 'application/json');
  await assert.rejects(request('/sys/common/static/x.xls', { file: true }), (e) => e instanceof ApiError && e.kind === 'not-found');
  answer(200, JSON.stringify({ success: false, message: '文件不存在', code: 500, result: null, timestamp: 0 }), 'application/json;charset=utf-8');
  await assert.rejects(request('/sys/common/static/x.xls', { file: true }), (e) => e instanceof ApiError && e.message === '文件不存在');
});

test('without file mode a file answer is not an envelope', async () => {
  answer(200, 'PK', 'application/octet-stream');
  await assert.rejects(request('/x.xls'), (e) => e instanceof ApiError && e.kind === 'invalid-response');
});

test('the saved name is the last part of the path', () => {
  assert.equal(fileNameOf('/sys/common/static/import/%E9%94%99%E8%AF%AF.xls?x=1'), '错误.xls');
  assert.equal(fileNameOf('/'), 'download');
});
