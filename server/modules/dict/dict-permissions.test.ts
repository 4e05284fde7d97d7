import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatSignTimestamp, signRequest } from '../../../shared/api/sign.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('what table dictionaries and the dictionary cache give to whom', () => {
  let s: TestServer;
  let admin: string;
  let staff: string;
  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    staff = await s.login('zhangsan');
  });
  after(async () => { await s.close(); });

  const getDictItems = (code: string, token: string) => {
    const path = `/sys/dict/getDictItems/${code}`;
    const timestamp = formatSignTimestamp(s.clock.now());
    const sign = signRequest({ path, timestamp, secret: s.config.signSecret, token });
    return s.app.inject({ url: `/api${path}`, headers: { 'x-access-token': token, 'x-sign': sign, 'x-timestamp': timestamp } });
  };

  it("gives staff 403 for a table dictionary of users, as for the user list, and never anyone's phone or e-mail", async () => {
    assert.equal((await s.app.inject({ url: '/api/sys/user/list', headers: { 'x-access-token': staff } })).statusCode, 403);
    for (const spec of ['sys_user,phone,username', 'sys_user,email,username', 'sys_user,realname,username', 'sys_role,role_name,id', 'sys_depart,depart_name,id']) {
      assert.equal((await getDictItems(spec, staff)).statusCode, 403, spec);
    }
    for (const spec of ['sys_user,phone,username', 'sys_user,realname,email', 'sys_user,realname,username,phone']) {
      const res = await getDictItems(spec, admin);
      assert.equal(res.statusCode, 400, spec);
      assert.equal(res.json().result, null);
    }
    const users = await getDictItems('sys_user,realname,username', admin);
    assert.equal(users.statusCode, 200);
    assert.ok(users.json().result.some((i: { value: string }) => i.value === 'zhangsan'));
    for (const spec of ['sys_role,role_name,id', 'sys_depart,depart_name,org_code', 'sys_dict,dict_name,dict_code', 'sys_permission,name,perms']) {
      assert.equal((await getDictItems(spec, admin)).statusCode, 200, spec);
    }
  });

  it('still answers staff the dictionaries the portal uses (code dictionaries and all items)', async () => {
    assert.equal((await getDictItems('sex', staff)).statusCode, 200);
    assert.equal((await s.app.inject({ url: '/api/sys/dict/queryAllDictItems', headers: { 'x-access-token': staff } })).statusCode, 200);
  });

  it('lets only administrators refresh the dictionary cache', async () => {
    assert.equal((await s.app.inject({ url: '/api/sys/dict/refleshCache', headers: { 'x-access-token': staff } })).statusCode, 403);
    assert.equal((await s.app.inject({ url: '/api/sys/dict/refleshCache', headers: { 'x-access-token': admin } })).statusCode, 200);
  });
});
