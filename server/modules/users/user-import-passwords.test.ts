import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buffer } from 'node:stream/consumers';
import { writeXlsx } from '../../lib/spreadsheet/xlsx-writer.ts';
import { multipart } from '../../test-support/multipart.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { importedPasswordsOf } from './imported-passwords.ts';

const PASSWORD = 'Import#2026pass';
const USERS = 100;

describe('user import: passwords hashed after the import answered (issue 21)', () => {
  let s: TestServer;
  let admin: string;
  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(async () => {
    await s.close();
  });

  it('answers once the rows are written, and a sign-in answers while the imported passwords are still being hashed', async () => {
    const file = await buffer(writeXlsx({
      name: 'users',
      columns: ['用户账号', '用户姓名', '手机号', '密码'].map((header) => ({ header })),
      rows: Array.from({ length: USERS }, (_, i) => [`bulk_${i}`, `批量${i}`, `136${String(i).padStart(8, '0')}`, PASSWORD]),
    }));
    const { payload, headers } = multipart([{ name: 'files[]', filename: 'users.xlsx', content: file }]);
    const imported = importedPasswordsOf(s.ctx);
    const res = await s.app.inject({ method: 'POST', url: '/api/sys/user/importExcel', payload, headers: { ...headers, 'x-access-token': admin, 'x-locale': 'en' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().success, true, res.body);
    assert.equal(res.json().code, 200, res.body);
    assert.ok(imported.pending() > 0, 'the import answered before its passwords were hashed');

    // A sign-in while they are: it takes the hash gate's other slot and answers before they are done.
    const signIn = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
    assert.equal(signIn.statusCode, 200, signIn.body);
    assert.ok(imported.pending() > 0, 'the sign-in answered while imported passwords were still waiting');

    await imported.idle();
    assert.equal(imported.pending(), 0);
    assert.ok(await s.login('bulk_0', PASSWORD));
    assert.ok(await s.login(`bulk_${USERS - 1}`, PASSWORD));
    const wrong = await s.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'bulk_1', password: 'Wrong#2026pass' } });
    assert.equal(wrong.statusCode, 400);
  });

  it('does not overwrite a password set while the imported one waited', async () => {
    const placeholder = importedPasswordsOf(s.ctx).placeholderHash();
    const user = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'bulk_2').executeTakeFirstOrThrow();
    // Set since the import: the hash waiting for the old placeholder must not replace it.
    const before = await s.ctx.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    importedPasswordsOf(s.ctx).enqueue(user.id, placeholder, 'Other#2026pass');
    await importedPasswordsOf(s.ctx).idle();
    const after = await s.ctx.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(after.password_hash, before.password_hash);
    assert.ok(await s.login('bulk_2', PASSWORD));
  });
});
