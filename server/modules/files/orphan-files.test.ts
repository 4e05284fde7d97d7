import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { multipart, TINY_PNG } from '../../test-support/multipart.ts';
import { samplePdf } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { FILE_REFERENCES, removeOrphanFiles } from './index.ts';

const HOUR = 3_600_000;

describe('the clean-files job: stored files no record names go after the grace period', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  const upload = async (content: Buffer, filename: string, biz = 'temp') => {
    const { payload, headers } = multipart([{ name: 'file', filename, content }]);
    const res = await s.app.inject({ method: 'POST', url: `/api/sys/common/upload?biz=${biz}`, payload, headers: { ...headers, 'x-access-token': await s.login('admin') } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result.path as string;
  };
  const paths = async () => (await s.ctx.db.selectFrom('sys_file').select('path').execute()).map((r) => r.path);

  it('each line of the registry names a real column', async () => {
    for (const { table, column } of FILE_REFERENCES) {
      const found = await sql`select 1 from information_schema.columns where table_name = ${table} and column_name = ${column}`.execute(s.ctx.db);
      assert.equal(found.rows.length, 1, `${table}.${column}`);
    }
  });

  it('keeps files named by an avatar, an article cover, its attachments or its body, and files in their grace; removes the rest and stale unfinished uploads', async () => {
    const avatar = await upload(TINY_PNG, 'me.png', 'avatar');
    const cover = await upload(TINY_PNG, 'cover.png');
    const attached = await upload(samplePdf(), 'a.pdf');
    const inBody = await upload(TINY_PNG, 'inline.png', 'jeditor');
    const orphan = await upload(samplePdf(), 'forgotten.pdf');
    const admin = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await s.ctx.db.updateTable('users').set({ avatar }).where('id', '=', admin.id).execute();
    await s.ctx.db.insertInto('articles').values({
      tenant_id: 1, channel: 'news', title: '带附件的文章', created_by: admin.id, cover: `/api/sys/common/static/${cover}`,
      attachments: JSON.stringify([{ name: 'a.pdf', path: attached }]), body: `<p>图</p><img src="/api/sys/common/static/${inBody}">`,
    }).execute();
    const unfinished = await s.ctx.db.insertInto('sys_file').values({
      path: '~uploading/stale', tenant_id: 1, user_id: admin.id, file_name: 'x', content_type: 'application/pdf', created_at: s.clock.now(),
    }).returning('id').executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('sys_file_chunk').values({ file_id: unfinished.id, seq: 0, bytes: Buffer.from('%PDF') }).execute();

    // Within the grace nothing goes.
    assert.equal(await removeOrphanFiles(s.ctx, 24), 0);
    s.clock.advance(25 * HOUR);
    const fresh = await upload(samplePdf(), 'just-now.pdf');

    const job = await s.ctx.db.selectFrom('scheduled_jobs').select(['id', 'parameter', 'status']).where('kind', '=', 'clean-files').executeTakeFirstOrThrow();
    assert.deepEqual({ parameter: job.parameter, status: job.status }, { parameter: '24', status: 'running' }, 'seeded by migration 0038');
    const run = await s.app.inject({ url: `/api/sys/quartzJob/execute?id=${job.id}`, headers: { 'x-access-token': await s.login('admin') } });
    assert.equal(run.statusCode, 200, run.body);
    await s.app.scheduler.tick();

    const left = await paths();
    for (const kept of [avatar, cover, attached, inBody, fresh]) assert.ok(left.includes(kept), `${kept} kept`);
    assert.ok(!left.includes(orphan), 'the orphan removed');
    assert.ok(!left.includes('~uploading/stale'), 'the unfinished upload removed');
    const chunks = await s.ctx.db.selectFrom('sys_file_chunk').select('file_id').where('file_id', '=', unfinished.id).execute();
    assert.deepEqual(chunks, [], 'with its chunks');
    assert.equal((await s.app.inject({ url: `/api/sys/common/static/${avatar}` })).statusCode, 200);
  });

  it('refuses a grace that is not a whole number of hours up to a year, in the user\'s language', async () => {
    const token = await s.login('admin');
    for (const parameter of ['-1', 'abc', '8761', '1.5']) {
      const res = await s.app.inject({
        method: 'POST', url: '/api/sys/quartzJob/add', headers: { 'x-access-token': token, 'x-locale': 'en' },
        payload: { kind: 'clean-files', parameter, cronExpression: '0 0 4 * * ?', status: 'paused' },
      });
      assert.equal(res.statusCode, 400, parameter);
      assert.match(res.json().message, /grace in hours/, parameter);
    }
  });
});
