import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NON_RENEWING_PATHS } from '../../../shared/schemas/headers.ts';
import { hashToken } from './session-repository.ts';
import { STAFF_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';

const MINUTE = 60_000;

// Portal-shell §9 names the calls that leave the session timer alone; the server reads the
// same list (shared/schemas/headers.ts). Each is made here with a live token, two minutes
// after the last renewal (past the once-a-minute write), and the stored expiry must not move.
describe('calls that do not renew the session (portal-shell §9)', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const expiryOf = async (token: string) => {
    const row = await s.ctx.db.selectFrom('sessions').select('expires_at').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    return row?.expires_at.getTime() ?? null;
  };

  it('leaves the expiry of a password session where it was for each call of the list, and a call outside it moves it', async () => {
    // The list is the spec's five: a change to it must come with a change here.
    assert.deepEqual([...NON_RENEWING_PATHS].sort(), ['/sys/login', '/sys/logout', '/sys/notice/getUnReadCount', '/sys/personalIze/getLoginLogo', '/sys/randomImage'].sort());
    const token = await s.login('zhangsan');
    const signedIn = await expiryOf(token);
    assert.ok(signedIn);
    const headers = { 'x-access-token': token };

    s.clock.advance(2 * MINUTE);
    const calls = [
      { method: 'GET' as const, url: '/api/sys/notice/getUnReadCount' },
      { method: 'GET' as const, url: '/api/sys/personalIze/getLoginLogo' },
      { method: 'GET' as const, url: '/api/sys/randomImage/nonrenewing-check-key' },
      // A sign-in by the same browser (a second account, say) does not renew the first session.
      { method: 'POST' as const, url: '/api/sys/login', payload: { username: 'lisi', password: STAFF_PASSWORD } },
    ];
    for (const call of calls) {
      const res = await s.app.inject({ method: call.method, url: call.url, headers, ...(call.payload ? { payload: call.payload } : {}) });
      assert.equal(res.statusCode, 200, `${call.url}: ${res.body}`);
      assert.equal(await expiryOf(token), signedIn, `${call.url} left the expiry alone`);
    }

    const renewedBy = await s.app.inject({ url: '/api/sys/getUserInfoByToken', headers });
    assert.equal(renewedBy.statusCode, 200);
    assert.equal(await expiryOf(token), s.clock.current + 30 * MINUTE, 'a call outside the list renews');
    // The logout ends the session rather than renewing it.
    const out = await s.app.inject({ method: 'POST', url: '/api/sys/logout', headers });
    assert.equal(out.statusCode, 200);
    assert.equal(await expiryOf(token), null, 'logout ends the session');
  });
});
