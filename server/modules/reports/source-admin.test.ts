import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { maskStoredHints } from '../../db/migrations/0033-report-reader-login.ts';
import { translate } from '../../i18n/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { reportSessionConfig } from './engines/report-session.ts';
import { postgresOnly, startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** Issue 21 item 5: who may test a source's connection, what a failure tells, and where a source URL's secrets show. */
describe('data source administration: connection tests and secrets (issue 21)', () => {
  let s: TestServer;
  let admin: string;
  let http: Server;
  const test = (token: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url: '/api/report/source/testConnection', headers: { 'x-access-token': token, ...headers }, payload: body });

  before(async () => {
    s = await startTestServer({ secretKey: 'test-secret-key-0123456789' });
    admin = await s.login('admin');
    http = createServer((_request, response) => response.end('hello'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  });
  after(async () => {
    await new Promise((resolve) => http.close(resolve));
    await s.close();
  });

  /** A port on this machine that nothing listens on: one just listened on and closed. */
  async function closedPort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  it('is refused to a tenant\'s administrator (sources are platform data) and to staff, whatever the address', async () => {
    const port = (http.address() as AddressInfo).port;
    const theirs = await test(admin, { url: `postgres://u:p@127.0.0.1:${port}/db` }, { 'x-tenant-id': '2', 'x-locale': 'en' });
    assert.equal(theirs.statusCode, 403, theirs.body);
    assert.equal(theirs.json().message, 'Only the platform administrators may manage this data');
    const sources = await s.app.inject({ method: 'GET', url: '/api/report/source/list', headers: { 'x-access-token': admin, 'x-tenant-id': '2' } });
    assert.equal(sources.statusCode, 403, 'as the list of sources is');
    const staff = await s.login('zhangsan');
    assert.equal((await test(staff, { url: `postgres://u:p@127.0.0.1:${port}/db` })).statusCode, 403);
  });

  it('tests the built-in source as a report runs on it', async () => {
    const builtin = await s.ctx.db.selectFrom('report_sources').select('id').where('kind', '=', 'builtin').executeTakeFirstOrThrow();
    const answer = await test(admin, { id: builtin.id }, { 'accept-language': 'en' });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.json().message, 'Connected');
  });

  it('tells a closed port and an HTTP server apart in nothing: one localised "cannot connect", in cn, en and tc', async () => {
    const urls = [`postgres://u:p@127.0.0.1:${await closedPort()}/db`, `postgres://u:p@127.0.0.1:${(http.address() as AddressInfo).port}/db`];
    for (const [locale, header] of [['cn', 'zh-CN'], ['en', 'en'], ['tc', 'zh-TW']] as const) {
      const answers = await Promise.all(urls.map((url) => test(admin, { url }, { 'accept-language': header })));
      for (const answer of answers) {
        assert.equal(answer.statusCode, 400, answer.body);
        assert.equal(answer.json().message, translate(locale, 'reportSourceUnreachable'));
      }
    }
  });

  it('a PostgreSQL refusing the role answers the same words', { skip: postgresOnly('a source test against PostgreSQL') }, async () => {
    const wrongRole = new URL(process.env.TEST_DATABASE_URL!);
    wrongRole.username = 'no_such_role_dkp';
    wrongRole.password = 'nope';
    const answer = await test(admin, { url: wrongRole.toString() }, { 'accept-language': 'en' });
    assert.equal(answer.statusCode, 400, answer.body);
    assert.equal(answer.json().message, translate('en', 'reportSourceUnreachable'));
  });

  it('masks every secret of a source URL, in its user-info and in its query, in the list and queryById; sources have no export', async () => {
    const url = 'postgresql://reader:pw-one@db.example:5432/dw?options=pw-two&sslmode=require&target_session_attrs=read-write';
    const add = await s.app.inject({
      method: 'POST', url: '/api/report/source/add', headers: { 'x-access-token': admin },
      payload: { code: 'masked', name: '数据仓库', kind: 'postgres', url },
    });
    assert.equal(add.statusCode, 200, add.body);
    const expected = 'postgresql://reader:***@db.example:5432/dw?options=***&sslmode=require&target_session_attrs=read-write';
    const list = await s.app.inject({ method: 'GET', url: '/api/report/source/list?code=masked', headers: { 'x-access-token': admin } });
    const id = list.json().result.records[0].id as string;
    const byId = await s.app.inject({ method: 'GET', url: `/api/report/source/queryById?id=${id}`, headers: { 'x-access-token': admin } });
    for (const answer of [add, list, byId]) assert.doesNotMatch(answer.body, /pw-/);
    assert.equal(list.json().result.records[0].urlHint, expected);
    assert.equal(byId.json().result.urlHint, expected);
    assert.equal((await s.app.inject({ method: 'GET', url: '/api/report/source/exportXls', headers: { 'x-access-token': admin } })).statusCode, 404);
    const stored = await s.ctx.db.selectFrom('report_sources').select(['url_hint', 'url_sealed']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(stored.url_hint, expected, 'what any reader of the table gets');
    assert.doesNotMatch(stored.url_sealed, /pw-/);
  });

  it('refuses a source URL whose query names a file pg would read, or any parameter outside the list, on save, on test and when run', async () => {
    // pg reads sslcert, sslkey and sslrootcert from our disk (synchronously: /dev/zero would hold the process); a missing file answered 500.
    for (const param of ['sslcert=/nonexistent', 'sslkey=/dev/zero', 'sslrootcert=/etc/hostname', 'password=x', 'host=/var/run/postgresql', 'SSLCERT=/x']) {
      const url = `postgres://u:p@127.0.0.1:5432/db?${param}`;
      const name = param.split('=')[0]!;
      for (const [locale, header] of [['cn', 'zh-CN'], ['en', 'en'], ['tc', 'zh-TW']] as const) {
        const add = await s.app.inject({
          method: 'POST', url: '/api/report/source/add', headers: { 'x-access-token': admin, 'accept-language': header },
          payload: { code: `file-${locale}`, name: '文件', kind: 'postgres', url },
        });
        assert.equal(add.statusCode, 400, add.body);
        assert.equal(add.json().message, translate(locale, 'reportSourceUrlParam', { name }));
        assert.deepEqual(add.json().result, { field: 'url' });
        const tried = await test(admin, { url }, { 'accept-language': header });
        assert.equal(tried.statusCode, 400, tried.body);
        assert.equal(tried.json().message, translate(locale, 'reportSourceUrlParam', { name }));
      }
    }
    assert.equal((await s.ctx.db.selectFrom('report_sources').select('id').where('code', 'like', 'file-%').execute()).length, 0, 'nothing saved');
    // A URL stored before this check (sealed past the form) is checked again where every report connection is made: a 400, never a 500.
    assert.throws(() => reportSessionConfig('postgres://u:p@127.0.0.1:5432/db?sslcert=/nonexistent'),
      (error: unknown) => error instanceof AppError && error.status === 400 && error.key === 'reportSourceUrlParam');
  });

  it('migration 0033 masks the query of hints stored before', async () => {
    await s.ctx.db.insertInto('report_sources').values({
      code: 'old-hint', name: '旧', kind: 'postgres', url_sealed: 'x', url_hint: 'postgres://reader:***@db.example/dw?password=old-secret&sslmode=disable',
    }).execute();
    await maskStoredHints(s.ctx.db);
    await maskStoredHints(s.ctx.db);
    const { url_hint } = await s.ctx.db.selectFrom('report_sources').select('url_hint').where('code', '=', 'old-hint').executeTakeFirstOrThrow();
    assert.equal(url_hint, 'postgres://reader:***@db.example/dw?password=***&sslmode=disable');
  });
});
