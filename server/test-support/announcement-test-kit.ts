import assert from 'node:assert/strict';
import type { AnnouncementAdmin, AnnouncementInput } from '../../shared/schemas/announcement.ts';
import { hashPassword } from '../lib/credentials/passwords.ts';
import { STAFF_PASSWORD, type TestServer } from './test-server.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls and fixtures shared by the announcement tests. */
export function announcementKit(s: TestServer) {
  const call = (method: Method, url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
    s.app.inject({
      method, url: `/api${url}`, headers: { ...(token ? { 'x-access-token': token } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    /** Adds an announcement as `admin` (a draft) and answers it; fails the test on refusal. */
    async add(admin: string, input: Partial<AnnouncementInput>, headers: Record<string, string> = {}): Promise<AnnouncementAdmin> {
      const res = await call('POST', '/sys/annountCement/add', admin, { titile: 'T', msgContent: '<p>x</p>', ...input }, headers);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result as AnnouncementAdmin;
    },
    async release(admin: string, id: string, headers: Record<string, string> = {}) {
      const res = await call('GET', `/sys/annountCement/doReleaseData?id=${id}`, admin, undefined, headers);
      assert.equal(res.statusCode, 200, res.body);
    },
    async userIds(): Promise<Record<string, string>> {
      const rows = await s.ctx.db.selectFrom('users').select(['id', 'username']).execute();
      return Object.fromEntries(rows.map((r) => [r.username, r.id]));
    },
    /** Creates a staff user of tenant 1 (as a registration would) and answers its id. */
    async createStaffUser(username: string): Promise<string> {
      const { id } = await s.ctx.db.insertInto('users').values({
        username, realname: username, password_hash: await hashPassword(STAFF_PASSWORD, 12), password_changed_at: new Date(),
      }).returning('id').executeTakeFirstOrThrow();
      const role = await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', 1).where('role_code', '=', 'staff').executeTakeFirstOrThrow();
      await s.ctx.db.insertInto('user_tenants').values({ user_id: id, tenant_id: 1 }).execute();
      await s.ctx.db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
      return id;
    },
  };
}
