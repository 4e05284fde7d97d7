import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration } from 'kysely';
import { isUpToDate, migrateToLatest } from './migrate.ts';
import { emptyPgliteDump } from '../test-support/snapshot.ts';
import { PGliteDialect } from './pglite-dialect.ts';

/** A migration that creates one table. */
const creates = (table: string): Migration => ({
  up: async (db) => { await db.schema.createTable(table).addColumn('id', 'integer').execute(); },
});

describe('migrations at start', () => {
  let db: Kysely<any>;
  const statements: string[] = [];
  before(async () => {
    db = new Kysely({ dialect: new PGliteDialect(new PGlite({ loadDataDir: await emptyPgliteDump() })), log: (event) => { statements.push(event.query.sql); } });
  });
  after(async () => { await db.destroy(); });

  const tables = async () => (await db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('kysely_')).sort();

  it('migrates an empty database', async () => {
    assert.equal(await isUpToDate(db, ['a', 'b']), false);
    await migrateToLatest(db, { a: creates('a'), b: creates('b') });
    assert.deepEqual(await tables(), ['a', 'b']);
    assert.equal(await isUpToDate(db, ['a', 'b']), true);
  });

  it('only reads the applied list when nothing is to do: no Migrator, no lock', async () => {
    statements.length = 0;
    await migrateToLatest(db, { a: creates('a'), b: creates('b') });
    assert.equal(statements.length, 2, statements.join('\n'));
    assert.ok(statements.every((s) => /^select /i.test(s.trim()) && !/lock/i.test(s)), statements.join('\n'));
  });

  it('still runs a migration that is new', async () => {
    assert.equal(await isUpToDate(db, ['a', 'b', 'c']), false);
    await migrateToLatest(db, { a: creates('a'), b: creates('b'), c: creates('c') });
    assert.deepEqual(await tables(), ['a', 'b', 'c']);
  });

  it('leaves an applied migration this code does not know to the Migrator, which refuses it', async () => {
    assert.equal(await isUpToDate(db, ['a', 'b']), false);
    await assert.rejects(migrateToLatest(db, { a: creates('a'), b: creates('b') }), /migration/);
  });
});
