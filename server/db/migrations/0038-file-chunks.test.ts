import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { TINY_PNG } from '../../test-support/multipart.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { down, FILE_CHUNK_BYTES, up } from './0038-file-chunks.ts';

describe('migration 0038: the files of uploaded_files move into chunks', () => {
  let s: TestServer;
  before(async () => { s = await startTestServer(); });
  after(async () => { await s.close(); });

  it('moves each file with its id and path into chunks of 256 KiB, served as before; down puts them back whole', async () => {
    await down(s.ctx.db);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * FILE_CHUNK_BYTES + 10, 7)]);
    const user = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    for (const [path, bytes] of [['avatar/0123456789abcdef0123456789abcdef.png', big], ['temp/fedcba9876543210fedcba9876543210.png', TINY_PNG]] as const) {
      await sql`insert into uploaded_files (path, tenant_id, user_id, file_name, content_type, size, sha256, bytes)
        values (${path}, 1, ${user.id}, 'a.png', 'image/png', ${bytes.length}, 'abc', ${bytes})`.execute(s.ctx.db);
    }
    await up(s.ctx.db);

    // The seed's demo folder files (migration 0040) move over too; these two are the test's.
    const rows = await s.ctx.db.selectFrom('sys_file').select(['id', 'path', 'size', 'state']).where('path', 'not like', 'folders/%').orderBy('path').execute();
    assert.deepEqual(rows.map((r) => [r.path, r.size, r.state]), [['avatar/0123456789abcdef0123456789abcdef.png', big.length, 'stored'], ['temp/fedcba9876543210fedcba9876543210.png', TINY_PNG.length, 'stored']]);
    const chunks = await s.ctx.db.selectFrom('sys_file_chunk').select('seq').where('file_id', '=', rows[0]!.id).orderBy('seq').execute();
    assert.deepEqual(chunks.map((c) => c.seq), [0, 1, 2]);
    const served = await s.app.inject({ url: '/api/sys/common/static/avatar/0123456789abcdef0123456789abcdef.png' });
    assert.equal(served.statusCode, 200);
    assert.deepEqual(served.rawPayload, big);
    assert.equal((await s.ctx.db.selectFrom('scheduled_jobs').select('id').where('kind', '=', 'clean-files').execute()).length, 1);

    await down(s.ctx.db);
    const back = await sql<{ bytes: Uint8Array }>`select bytes from uploaded_files where path = 'avatar/0123456789abcdef0123456789abcdef.png'`.execute(s.ctx.db);
    assert.deepEqual(Buffer.from(back.rows[0]!.bytes), big);
    await up(s.ctx.db);
  });
});
