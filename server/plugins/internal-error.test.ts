import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/**
 * A real fault under a real route (architecture §4 "5xx hide internals"): the positions table
 * is renamed away under the running app, so the kit's list query fails in the database. The
 * answer is the envelope with the generic message in the asked language, and nothing of the
 * fault: no SQL, no table or column name, no stack, no file path, no database error code.
 */
describe('a 500 hides the internals of the fault', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startTestServer();
    token = await server.login('admin');
    await sql`alter table positions rename to positions_away`.execute(server.ctx.db);
  });
  after(async () => {
    await sql`alter table positions_away rename to positions`.execute(server.ctx.db);
    await server.close();
  });

  const GENERIC = {
    cn: '服务器内部错误，请稍后再试',
    en: 'Internal server error; please try again later',
    tc: '伺服器內部錯誤，請稍後再試',
  } as const;

  for (const locale of ['cn', 'en', 'tc'] as const) {
    it(`answers a failing database query with the generic message in ${locale} and nothing of the fault`, async () => {
      const res = await server.app.inject({
        method: 'GET', url: '/api/sys/position/list?pageNo=1&pageSize=10',
        headers: { 'x-access-token': token, 'x-locale': locale },
      });
      assert.equal(res.statusCode, 500);
      const body = res.json() as Record<string, unknown>;
      assert.deepEqual(
        { success: body.success, message: body.message, code: body.code, result: body.result },
        { success: false, message: GENERIC[locale], code: 500, result: null },
      );
      // The whole body, keys and values: the words of the fault appear nowhere.
      for (const leak of [/positions/i, /relation/i, /select/i, /from\s/i, /42P01/, /\bat\s/, /\.ts\b/, /\/work\//, /node_modules/, /stack/i, /error:/i]) {
        assert.doesNotMatch(res.body, leak);
      }
      assert.deepEqual(Object.keys(body).sort(), ['code', 'message', 'result', 'success', 'timestamp']);
    });
  }
});
