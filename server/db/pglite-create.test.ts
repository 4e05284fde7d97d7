import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from './database.ts';
import { createPgliteDataDir, isPgliteDataDir } from './pglite-create.ts';

describe('creating a PGlite data directory in a child process (issue 21: the first start idles as small as later ones)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dkp-pglite-create-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  it('creates the directory, leaves nothing beside it, and the database opens and keeps what is written', async () => {
    const dir = path.join(root, 'data', 'pglite');
    await createPgliteDataDir(dir);
    assert.ok(isPgliteDataDir(dir));
    assert.deepEqual(readdirSync(path.join(root, 'data')), ['pglite'], 'the directory it was made in is renamed into place');
    const first = await openDatabase({ dir });
    await sql`create table kept (n int)`.execute(first.db);
    await sql`insert into kept values (42)`.execute(first.db);
    await first.close();
    await createPgliteDataDir(dir); // a database already: nothing to do
    const again = await openDatabase({ dir });
    try {
      const { rows } = await sql<{ n: number }>`select n from kept`.execute(again.db);
      assert.deepEqual(rows, [{ n: 42 }]);
    } finally {
      await again.close();
    }
  });

  it('takes an empty directory, and refuses a directory holding something else without touching it', async () => {
    const empty = path.join(root, 'empty');
    mkdirSync(empty);
    await createPgliteDataDir(empty);
    assert.ok(isPgliteDataDir(empty));

    const other = path.join(root, 'other');
    mkdirSync(other);
    writeFileSync(path.join(other, 'notes.txt'), 'mine');
    await assert.rejects(openDatabase({ dir: other }), /neither empty nor a PGlite database/);
    assert.deepEqual(readdirSync(other), ['notes.txt']);
  });
});
