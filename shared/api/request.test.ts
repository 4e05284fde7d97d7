import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from './api-error.ts';
import { configureApi, resetApiConfig } from './config.ts';
import { del, get, post } from './methods.ts';
import { request } from './request.ts';
import { signRequest } from './sign.ts';
import { $authFault } from '../stores/auth-fault.ts';
import { $locale } from '../stores/locale.ts';
import { $session, type Session } from '../stores/session.ts';

interface Call { url: URL; init: RequestInit; headers: Headers }
let calls: Call[];
let reloads: number;
let scheduled: { task: () => void; delayMs: number }[];
const NOW = Date.UTC(2026, 2, 1, 8, 30, 0);

const session = (token = 'tok-1'): Session => ({
  token,
  tenantId: 7,
  userInfo: { id: '1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 7 },
  tokenTtlMs: 1_800_000,
  expiresAt: NOW + 60_000,
  apiOrigin: 'http://portal.test',
});

/** Answers every call with `status` and `body` (an object is sent as JSON). */
function answer(status: number, body: unknown): void {
  configureApi({
    fetch: async (input, init = {}) => {
      calls.push({ url: new URL(String(input), 'http://portal.test'), init, headers: new Headers(init.headers) });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
}
const ok = (result: unknown) => ({ success: true, message: '', code: 200, result, timestamp: NOW });
const fail = (code: number, message: string) => ({ success: false, message, code, result: null, timestamp: NOW });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => assert.fail('expected a rejection'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  calls = [];
  reloads = 0;
  scheduled = [];
  resetApiConfig();
  configureApi({
    now: () => NOW,
    signSecret: 'test-secret',
    reload: () => void reloads++,
    schedule: (task, delayMs) => void scheduled.push({ task, delayMs }),
    pageUrl: () => 'http://portal.test/user/home',
  });
  $session.set(null);
  $locale.set('cn');
  $authFault.set(null);
});
afterEach(() => resetApiConfig());

describe('request headers and query', () => {
  test('sends token, tenant and locale; GET gets a _t cache-buster', async () => {
    $session.set(session());
    $locale.set('tc');
    answer(200, ok({ a: 1 }));
    assert.deepEqual(await get('/sys/user/list', { pageNo: 1, name: undefined }), { a: 1 });
    const [call] = calls;
    assert.equal(call?.url.pathname, '/api/sys/user/list');
    assert.equal(call?.url.searchParams.get('pageNo'), '1');
    assert.equal(call?.url.searchParams.has('name'), false);
    assert.equal(call?.url.searchParams.get('_t'), String(NOW));
    assert.equal(call?.headers.get('X-Access-Token'), 'tok-1');
    assert.equal(call?.headers.get('X-Tenant-Id'), '7');
    assert.equal(call?.headers.get('X-Locale'), 'tc');
  });

  test('anonymous calls carry tenant 1 and no token', async () => {
    answer(200, ok(null));
    await post('/sys/login', { username: 'a', password: 'b' });
    const [call] = calls;
    assert.equal(call?.headers.get('X-Tenant-Id'), '1');
    assert.equal(call?.headers.has('X-Access-Token'), false);
    assert.equal(call?.url.searchParams.has('_t'), false, 'only GETs are cache-busted');
    assert.equal(call?.headers.get('Content-Type'), 'application/json');
    assert.equal(call?.init.body, '{"username":"a","password":"b"}');
  });

  test('dictionary item lookups get no _t', async () => {
    answer(200, ok([]));
    await get('/sys/dict/getDictItems/sex');
    assert.equal(calls[0]?.url.search, '');
  });

  test('the base path is configurable, trailing slash ignored', async () => {
    configureApi({ baseUrl: 'https://dkp.example/gateway/' });
    answer(200, ok(null));
    await del('/sys/notice/deleteNotice', { id: 'n1' });
    assert.equal(calls[0]?.url.href, 'https://dkp.example/gateway/sys/notice/deleteNotice?id=n1');
    assert.equal(calls[0]?.init.method, 'DELETE');
  });

  test('signed calls carry X-TIMESTAMP and the X-Sign of path, params and secret', async () => {
    answer(200, ok([]));
    await get('/sys/dict/getDictItems/性别', { scope: 'all' }, { sign: true });
    const [call] = calls;
    assert.equal(call?.headers.get('X-TIMESTAMP'), '20260301083000');
    const expected = signRequest({
      path: '/sys/dict/getDictItems/%E6%80%A7%E5%88%AB',
      query: { scope: 'all' },
      timestamp: '20260301083000',
      secret: 'test-secret',
    });
    assert.equal(call?.headers.get('X-Sign'), expected);
    assert.equal(call?.url.pathname, '/api/sys/dict/getDictItems/%E6%80%A7%E5%88%AB');
  });

  test('unsigned calls carry no signature headers', async () => {
    answer(200, ok(null));
    await get('/sys/user/list');
    assert.equal(calls[0]?.headers.has('X-Sign'), false);
    assert.equal(calls[0]?.headers.has('X-TIMESTAMP'), false);
  });
});

describe('error catalogue', () => {
  const cases: [number, string, string, string][] = [
    [403, '没有权限', 'forbidden', '拒绝访问'],
    [404, 'nope', 'not-found', '很抱歉，资源未找到！'],
    [504, 'gateway', 'timeout', '网络超时'],
    [502, 'upstream Timeout', 'timeout', '网络超时'],
    [400, '参数错误', 'http', '参数错误'],
    [500, '内部错误', 'http', '内部错误'],
  ];
  for (const [status, serverMessage, kind, message] of cases) {
    test(`HTTP ${status} "${serverMessage}" → ${kind}`, async () => {
      answer(status, fail(status, serverMessage));
      const error = await rejection(get('/x'));
      assert.deepEqual([error.kind, error.message, error.status, error.serverMessage], [kind, message, status, serverMessage]);
    });
  }

  test('a status with no message names the status', async () => {
    answer(502, '<html>bad gateway</html>');
    const error = await rejection(get('/x'));
    assert.deepEqual([error.kind, error.message, error.code], ['http', '请求失败（502）', 502]);
  });

  test('a 2xx envelope with success false rejects with the server message', async () => {
    answer(200, fail(200, '名称已存在'));
    const error = await rejection(post('/sys/role/add', { name: 'x' }));
    assert.deepEqual([error.kind, error.message], ['business', '名称已存在']);
  });

  test('a refusal naming its input field keeps the field for the form; any other names none', async () => {
    answer(400, { ...fail(400, '函数 set_config 不允许在报表中使用'), result: { field: 'sqlText' } });
    const error = await rejection(post('/report/definition/add', {}));
    assert.deepEqual([error.kind, error.message, error.field], ['http', '函数 set_config 不允许在报表中使用', 'sqlText']);
    answer(400, fail(400, '名称已存在'));
    assert.equal((await rejection(post('/sys/role/add', {}))).field, '');
  });

  test('acceptFailure resolves with the failed envelope', async () => {
    answer(400, fail(400, '名称已存在'));
    const envelope = await request('/sys/role/add', { method: 'POST', acceptFailure: true });
    assert.deepEqual([envelope.success, envelope.message], [false, '名称已存在']);
  });

  test('a 2xx answer that is not an envelope is rejected', async () => {
    answer(200, '<html></html>');
    assert.equal((await rejection(get('/x'))).kind, 'invalid-response');
  });

  test('no answer is a network error', async () => {
    configureApi({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await rejection(get('/x'));
    assert.deepEqual([error.kind, error.message, error.status], ['network', '网络错误', 0]);
  });

  /** A fetch that never answers and rejects as aborted when its signal fires; `signal()` is the one it was given. */
  const hangingFetch = () => {
    let seen: AbortSignal | undefined;
    return {
      signal: () => seen,
      call: ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          seen = init?.signal ?? undefined;
          seen?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        })) as typeof fetch,
    };
  };

  test('a call that outlives the time limit is aborted as a timeout', async () => {
    const fetch = hangingFetch();
    configureApi({ timeoutMs: 20, fetch: fetch.call });
    const error = await rejection(get('/slow'));
    assert.equal(error.kind, 'timeout');
    assert.equal(fetch.signal()?.aborted, true);
  });

  test('the default time limit is 9000 ms (portal-shell §9): a call still open at 8999 ms goes on, at 9000 ms it is a timeout', async (t) => {
    resetApiConfig();
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const fetch = hangingFetch();
    configureApi({ fetch: fetch.call });
    const pending = rejection(get('/slow'));
    await Promise.resolve();
    t.mock.timers.tick(8999);
    assert.equal(fetch.signal()?.aborted, false);
    t.mock.timers.tick(1);
    assert.equal(fetch.signal()?.aborted, true);
    assert.equal((await pending).kind, 'timeout');
  });

  test('a call given its own time limit keeps to it instead of the configured one', async (t) => {
    resetApiConfig();
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const fetch = hangingFetch();
    configureApi({ fetch: fetch.call });
    const pending = rejection(get('/reports/home', undefined, { timeoutMs: 30_000 }));
    await Promise.resolve();
    t.mock.timers.tick(29_999);
    assert.equal(fetch.signal()?.aborted, false, 'past the 9000 ms of other calls');
    t.mock.timers.tick(1);
    assert.equal(fetch.signal()?.aborted, true);
    assert.equal((await pending).kind, 'timeout');
  });

  test('a caller abort rejects with the abort itself, not a catalogue error', async () => {
    const controller = new AbortController();
    configureApi({
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    const pending = get('/slow', undefined, { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await assert.rejects(pending, /left the page/);
  });
});

describe('a held answer, revalidated', () => {
  /** Answers 200 with `etag` unless the call names it in If-None-Match, then 304 without a body. */
  function answerTagged(etag: string, result: unknown): void {
    configureApi({
      fetch: async (input, init = {}) => {
        const headers = new Headers(init.headers);
        calls.push({ url: new URL(String(input), 'http://portal.test'), init, headers });
        if (headers.get('If-None-Match') === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
        return new Response(JSON.stringify(ok(result)), { status: 200, headers: { 'Content-Type': 'application/json', ETag: etag } });
      },
    });
  }

  test('a 200 with an ETag fills the held answer; the next call sends its tag and a 304 resolves with it, renewing the session', async () => {
    $session.set(session());
    answerTagged('"v1-br"', { menu: ['home'] });
    const held = { etag: null, envelope: null };
    assert.deepEqual(await get('/sys/permission/getUserPermissionByToken', undefined, { held }), { menu: ['home'] });
    assert.equal(calls[0]?.headers.has('If-None-Match'), false, 'nothing held yet, nothing to name');
    assert.equal(held.etag, '"v1-br"');
    $session.set({ ...session(), expiresAt: NOW + 1 });
    assert.deepEqual(await get('/sys/permission/getUserPermissionByToken', undefined, { held }), { menu: ['home'] });
    assert.equal(calls[1]?.headers.get('If-None-Match'), '"v1-br"');
    assert.ok(calls[1]?.url.searchParams.has('_t'), 'still busted as every GET (portal-shell §7): the tag does the revalidating');
    assert.equal($session.get()?.expiresAt, NOW + 1_800_000, 'a 304 is an answer: the session renews');
  });

  test('a changed answer (another tag) replaces what is held', async () => {
    $session.set(session());
    const held = { etag: '"old"', envelope: ok({ menu: ['old'] }) };
    answerTagged('"new"', { menu: ['new'] });
    assert.deepEqual(await get('/p', undefined, { held }), { menu: ['new'] });
    assert.equal(calls[0]?.headers.get('If-None-Match'), '"old"');
    assert.deepEqual([held.etag, (held.envelope as { result: unknown }).result], ['"new"', { menu: ['new'] }]);
  });

  test('a 304 to a call that held nothing is no answer', async () => {
    $session.set(session());
    configureApi({ fetch: async () => new Response(null, { status: 304 }) });
    const error = await rejection(get('/p', undefined, { held: { etag: null, envelope: null } }));
    assert.equal(error instanceof ApiError, true);
  });
});

describe('session effects', () => {
  test('a 401 with a token publishes the fault, then ends the session and reloads after 1.5 s', async () => {
    $session.set(session());
    answer(401, fail(401, 'Token已过期'));
    const error = await rejection(get('/sys/user/list'));
    assert.deepEqual([error.kind, error.message], ['unauthorized', '很抱歉，登录已过期，请重新登录']);
    assert.equal($authFault.get(), error);
    assert.deepEqual(scheduled.map((s) => s.delayMs), [1500]);
    assert.notEqual($session.get(), null, 'the session stays until the delay ran out');
    scheduled[0]?.task();
    assert.equal($session.get(), null);
    assert.equal(reloads, 1);
  });

  test('a session ended or replaced during the 1.5 s (a sign-out on the way to the password change) is not ended again, nor the page reloaded', async () => {
    $session.set(session());
    answer(401, fail(401, 'Token已过期'));
    await rejection(get('/sys/personalIze/query'));
    $session.set(null);
    scheduled[0]?.task();
    assert.equal(reloads, 0, 'no reload of the page the user has moved on to');
    $session.set(session('tok-2'));
    answer(401, fail(401, 'Token已过期'));
    await rejection(get('/sys/personalIze/query', undefined));
    $session.set(session('tok-3'));
    scheduled[1]?.task();
    assert.equal($session.get()?.token, 'tok-3', 'a newer session stays');
    assert.equal(reloads, 0);
  });

  test('several 401s of one session publish one fault and schedule one reload', async () => {
    $session.set(session());
    answer(401, fail(401, 'expired'));
    const published: unknown[] = [];
    const stop = $authFault.listen((fault) => published.push(fault));
    await Promise.allSettled([get('/a'), get('/b'), get('/c')]);
    stop();
    assert.equal(published.length, 1, 'one notice for the ended session, not one per refused call');
    assert.equal(scheduled.length, 1);
    scheduled[0]?.task();
  });

  test('a 401 for a password not changed in time says so', async () => {
    $session.set(session());
    answer(401, fail(401, 'The password has not been changed within the specified time'));
    const error = await rejection(get('/x'));
    assert.deepEqual([error.kind, error.message], ['password-expired', '密码未在规定时间内修改，请重新登录！']);
    scheduled[0]?.task();
  });

  test('a 401 without a token (a failed sign-in) shows the server message and ends nothing', async () => {
    answer(401, fail(401, '用户名或密码错误'));
    const error = await rejection(post('/sys/login', { username: 'a', password: 'b' }));
    assert.deepEqual([error.kind, error.message], ['unauthorized', '用户名或密码错误']);
    assert.equal(scheduled.length, 0);
    assert.equal($authFault.get(), null);
  });

  test('a late 401 for an older session leaves the current one alone', async () => {
    $session.set(session('old'));
    let release: (r: Response) => void = () => {};
    configureApi({ fetch: () => new Promise((resolve) => (release = resolve)) });
    const pending = get('/x');
    await Promise.resolve();
    $session.set(session('new'));
    release(new Response(JSON.stringify(fail(401, 'expired')), { status: 401 }));
    await rejection(pending);
    assert.equal(scheduled.length, 0);
    assert.equal($session.get()?.token, 'new');
  });

  test("a 500 'Token失效' with a token is a token-invalid fault for the modal, no automatic reload", async () => {
    $session.set(session());
    answer(500, fail(500, 'Token失效，请重新登录!'));
    const error = await rejection(get('/x'));
    assert.deepEqual([error.kind, error.message], ['token-invalid', '很抱歉，登录已过期，请重新登录']);
    assert.equal($authFault.get(), error);
    assert.equal(scheduled.length, 0);
  });

  test("a 500 'Token失效' without a token is only the server message", async () => {
    answer(500, fail(500, 'Token失效'));
    const error = await rejection(get('/x'));
    assert.deepEqual([error.kind, error.message], ['http', 'Token失效']);
  });

  test('an answered call renews the session expiry', async () => {
    $session.set(session());
    answer(200, ok(null));
    await get('/sys/user/list');
    assert.equal($session.get()?.expiresAt, NOW + 1_800_000);
  });

  test('a business failure was still activity and renews', async () => {
    $session.set(session());
    answer(200, fail(200, 'no'));
    await rejection(get('/sys/user/list'));
    assert.equal($session.get()?.expiresAt, NOW + 1_800_000);
  });

  test('calls on the non-renewing list and failed calls do not renew', async () => {
    $session.set(session());
    answer(200, ok(0));
    await get('/sys/notice/getUnReadCount');
    await get('/sys/randomImage/abcdefgh12');
    answer(500, fail(500, 'boom'));
    await rejection(get('/sys/user/list'));
    assert.equal($session.get()?.expiresAt, NOW + 60_000);
  });
});

describe('the token goes only to the API origin that issued it', () => {
  test('a relative base on the page origin, and an absolute one on the same origin, carry it', async () => {
    $session.set(session());
    answer(200, ok(null));
    await get('/sys/user/list');
    configureApi({ baseUrl: 'http://portal.test/other-path' });
    await get('/sys/user/list');
    assert.deepEqual(calls.map((c) => c.headers.get('X-Access-Token')), ['tok-1', 'tok-1']);
  });

  test('a base on another origin gets no token, no session tenant, renews nothing and ends nothing on a 401', async () => {
    $session.set(session());
    configureApi({ baseUrl: 'https://elsewhere.example/api' });
    answer(200, ok(null));
    await get('/sys/user/list');
    assert.equal(calls[0]?.url.origin, 'https://elsewhere.example');
    assert.equal(calls[0]?.headers.has('X-Access-Token'), false);
    assert.equal(calls[0]?.headers.get('X-Tenant-Id'), '1', 'the default tenant, not the session one (7)');
    assert.equal($session.get()?.expiresAt, NOW + 60_000, 'not renewed');
    answer(401, fail(401, 'no'));
    await rejection(get('/sys/user/list'));
    assert.equal(scheduled.length, 0, 'a 401 from another origin does not end the session');
  });

  test('another port or scheme is another origin', async () => {
    $session.set(session());
    answer(200, ok(null));
    for (const baseUrl of ['http://portal.test:8080/api', 'https://portal.test/api']) {
      configureApi({ baseUrl });
      await get('/sys/user/list');
    }
    assert.deepEqual(calls.map((c) => c.headers.has('X-Access-Token')), [false, false]);
  });
});

describe('file mode (exports)', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  function answerFile(headers: Record<string, string>, bytes = 'PK-bytes'): void {
    configureApi({
      fetch: async (input, init = {}) => {
        calls.push({ url: new URL(String(input), 'http://portal.test'), init, headers: new Headers(init.headers) });
        return new Response(bytes, { status: 200, headers });
      },
    });
  }

  test('resolves with the bytes and the UTF-8 name of Content-Disposition, and renews the session', async () => {
    $session.set(session());
    answerFile({ 'Content-Type': XLSX, 'Content-Disposition': "attachment; filename=\"x.xlsx\"; filename*=UTF-8''%E8%81%8C%E5%8A%A1.xlsx" });
    const file = await request('/sys/position/exportXls', { query: { selections: 'a,b' }, as: 'file' });
    assert.equal(file.fileName, '职务.xlsx');
    assert.equal(await file.blob.text(), 'PK-bytes');
    assert.equal(calls[0]?.url.searchParams.get('selections'), 'a,b');
    assert.equal(calls[0]?.headers.get('X-Access-Token'), 'tok-1');
    assert.equal($session.get()?.expiresAt, NOW + 1_800_000, 'renewed like any answered call');
  });

  test('a file without a name is named after the path', async () => {
    answerFile({ 'Content-Type': XLSX });
    assert.equal((await request('/sys/position/exportXls', { as: 'file' })).fileName, 'exportXls');
  });

  test('failures go through the error catalogue; a success envelope instead of a file is "file download failed"', async () => {
    answer(403, fail(403, 'no'));
    assert.equal((await rejection(request('/sys/position/exportXls', { as: 'file' }))).kind, 'forbidden');
    answer(200, fail(400, '导出失败'));
    assert.equal((await rejection(request('/sys/position/exportXls', { as: 'file' }))).message, '导出失败');
    answer(200, ok(null));
    const missing = await rejection(request('/sys/position/exportXls', { as: 'file' }));
    assert.deepEqual([missing.kind, missing.message], ['invalid-response', '文件下载失败']);
  });
  test('a range is asked by `Range` and the whole size read from Content-Range; a whole answer is its own size', async () => {
    configureApi({
      fetch: async (input, init = {}) => {
        calls.push({ url: new URL(String(input), 'http://portal.test'), init, headers: new Headers(init.headers) });
        return new Response('PDF-', { status: 206, headers: { 'Content-Type': 'application/pdf', 'Content-Range': 'bytes 0-3/300000' } });
      },
    });
    const part = await request('/sys/common/file/docs/a.pdf', { as: 'file', range: { start: 0, end: 3 } });
    assert.equal(calls[0]?.headers.get('Range'), 'bytes=0-3');
    assert.deepEqual([await part.blob.text(), part.size], ['PDF-', 300000]);
    answerFile({ 'Content-Type': XLSX });
    const whole = await request('/sys/position/exportXls', { as: 'file' });
    assert.equal(calls[1]?.headers.get('Range'), null);
    assert.equal(whole.size, 'PK-bytes'.length);
  });

  test('an upload told of its progress goes by progressFetch, with the same headers, and is read as any answer', async () => {
    $session.set(session());
    const told: number[] = [];
    configureApi({
      fetch: async () => assert.fail('not by fetch'),
      progressFetch: async (input, init, progress) => {
        calls.push({ url: new URL(String(input), 'http://portal.test'), init, headers: new Headers(init.headers) });
        progress(50, 100);
        return new Response(JSON.stringify(ok({ id: 'f-1' })), { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    const answer = await request<{ id: string }>('/sys/common/upload', { method: 'POST', body: new FormData(), onUploadProgress: (sent, total) => told.push(sent / total) });
    assert.equal(answer.result.id, 'f-1');
    assert.deepEqual(told, [0.5]);
    assert.equal(calls[0]?.headers.get('X-Access-Token'), 'tok-1');
  });
});
