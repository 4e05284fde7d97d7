import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ANNOUNCEMENT_BUTTONS } from '../../db/migrations/0009-notices-announcements.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { announcementKit } from '../../test-support/announcement-test-kit.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Each administration call, with a payload that passes the schema and names no existing announcement. */
const CALLS: Record<string, [Method, string, unknown?]> = {
  'system:announcement:list': ['GET', '/sys/annountCement/list'],
  'system:announcement:add': ['POST', '/sys/annountCement/add', { titile: 'x' }],
  'system:announcement:edit': ['PUT', '/sys/annountCement/edit', { id: 'missing', titile: 'x' }],
  'system:announcement:delete': ['DELETE', '/sys/annountCement/delete?id=missing'],
  'system:announcement:release': ['GET', '/sys/annountCement/doReleaseData?id=missing'],
  'system:announcement:revoke': ['GET', '/sys/annountCement/doReovkeData?id=missing'],
};

describe('announcement administration: one permission per call, and the boundaries between tenants', () => {
  let s: TestServer;
  let kit: ReturnType<typeof announcementKit>;
  let admin: string;
  before(async () => {
    s = await startTestServer();
    kit = announcementKit(s);
    admin = await s.login('admin');
  });
  after(async () => { await s.close(); });

  /** A staff user of tenant 1 whose only extra grant is the button `buttonId`. */
  async function userWithOnly(buttonId: string, username: string): Promise<string> {
    const userId = await kit.createStaffUser(username);
    const role = await s.ctx.db.insertInto('roles').values({ tenant_id: 1, role_code: `only-${username}`, role_name: username })
      .returning('id').executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('role_permissions').values({ role_id: role.id, permission_id: buttonId }).execute();
    await s.settled();
    await s.ctx.db.insertInto('user_roles').values({ user_id: userId, role_id: role.id }).execute();
    await s.settled();
    return s.login(username);
  }

  it('lets a user holding a single announcement permission make that call and no other', async () => {
    for (const [index, [buttonId, code]] of ANNOUNCEMENT_BUTTONS.entries()) {
      const token = await userWithOnly(buttonId, `perm${index}`);
      for (const [wanted, [method, url, payload]] of Object.entries(CALLS)) {
        const status = (await kit.call(method, url, token, payload)).statusCode;
        if (wanted === code) assert.notEqual(status, 403, `${code} may ${method} ${url}`);
        else assert.equal(status, 403, `${code} may not ${method} ${url}`);
      }
    }
  });

  it('answers 404 to edit and revoke of another tenant\'s announcement, and changes nothing', async () => {
    const tenant2 = { 'x-tenant-id': '2' };
    const draft = await kit.add(admin, { titile: '租户二草稿' }, tenant2);
    const edit = await kit.call('PUT', '/sys/annountCement/edit', admin, { id: draft.id, titile: '被改了' });
    assert.equal(edit.statusCode, 404);
    await kit.release(admin, draft.id, tenant2);
    assert.equal((await kit.call('GET', `/sys/annountCement/doReovkeData?id=${draft.id}`, admin)).statusCode, 404);
    const stored = await s.ctx.db.selectFrom('announcements').select(['titile', 'send_status']).where('id', '=', draft.id).executeTakeFirstOrThrow();
    assert.deepEqual(stored, { titile: '租户二草稿', send_status: '1' });
  });
});
