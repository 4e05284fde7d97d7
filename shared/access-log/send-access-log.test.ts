import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { configureApi, resetApiConfig } from '../api/config.ts';
import { $session, type Session } from '../stores/session.ts';
import { ACCESS_LOG_PATH, accessLogEntry, sendAccessLog } from './send-access-log.ts';

const NOW = Date.UTC(2026, 2, 1, 8, 30, 0);
const session: Session = {
  token: 'tok', tenantId: 1, tokenTtlMs: 1_800_000, expiresAt: NOW + 60_000, apiOrigin: 'http://portal.test',
  userInfo: { id: '1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: '', tenantId: 1 },
};

describe('the access log entry (portal-shell §7 sysLog)', () => {
  afterEach(() => {
    resetApiConfig();
    $session.set(null);
  });

  test('is an access entry (logType 3) of a visit (operateType 1), named by the path when untitled, within the server\'s bounds', () => {
    assert.deepEqual(accessLogEntry({ permissionId: 'm1', content: ' 历史报表 ', path: '/report/history' }, NOW), {
      createTime: '2026-03-01T08:30:00.000Z', permissionId: 'm1', logContent: '历史报表', requestUrl: '/report/history', logType: 3, operateType: 1,
    });
    const long = `/x?${'q'.repeat(600)}`;
    const untitled = accessLogEntry({ permissionId: 'm2', content: '', path: long, operateType: 8 }, NOW);
    assert.equal(untitled.logContent.length, 500);
    assert.equal(untitled.requestUrl.length, 500);
    assert.equal(untitled.operateType, 8);
  });

  test('is posted through the API client when signed in, not at all when signed out, and a failure only resolves false', async () => {
    const calls: { url: string; body: unknown }[] = [];
    let status = 200;
    configureApi({
      baseUrl: 'http://portal.test/api', pageUrl: () => 'http://portal.test/', now: () => NOW,
      fetch: async (input, init) => {
        calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
        const body = status === 200 ? { success: true, message: '', code: 200, result: null } : { success: false, message: 'refused', code: status, result: null };
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      },
    });
    const visit = { permissionId: 'm1', content: '历史报表', path: '/report/history' };
    assert.equal(await sendAccessLog(visit), false, 'signed out');
    assert.equal(calls.length, 0);

    $session.set(session);
    assert.equal(await sendAccessLog(visit), true);
    assert.equal(calls[0]!.url, `http://portal.test/api${ACCESS_LOG_PATH}`);
    assert.deepEqual(calls[0]!.body, accessLogEntry(visit, NOW));

    status = 400;
    const warn = console.warn;
    const warned: unknown[] = [];
    console.warn = (...args: unknown[]) => void warned.push(args);
    try {
      assert.equal(await sendAccessLog(visit), false);
    } finally {
      console.warn = warn;
    }
    assert.equal(warned.length, 1);
  });
});
