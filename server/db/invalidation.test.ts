import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startFreezableProxy } from '../test-support/freezable-proxy.ts';
import { emptyPgliteDump } from '../test-support/snapshot.ts';
import { openDatabase, type Db } from './database.ts';
import { listenForInvalidation, type Invalidation } from './invalidation.ts';
import { migrateToLatest } from './migrate.ts';

const url = process.env.TEST_DATABASE_URL;

/** A migrated, empty database of the kind the tests run on, and how to drop it. */
async function emptyDatabase(): Promise<{ database: Db; drop: () => Promise<void> }> {
  if (!url) {
    const database = await openDatabase({ dir: null }, { pgliteDump: await emptyPgliteDump() });
    await migrateToLatest(database.db);
    return { database, drop: () => database.close() };
  }
  const name = `dkp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  await migrateToLatest(database.db);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

const listenOn = (database: Db, heard: Invalidation[]) => listenForInvalidation(
  database.pglite ? { kind: 'pglite', pglite: database.pglite } : { kind: 'postgres', url: database.url!, db: database.db },
  [{ invalidate: (change) => heard.push(change) }],
  () => undefined,
);

describe('the database tells cache changes (migration 0016)', () => {
  it('says which session, which user, grants or everything changed, whoever wrote it', async () => {
    const { database, drop } = await emptyDatabase();
    const { db } = database;
    const heard: Invalidation[] = [];
    const listener = await listenOn(database, heard);
    /** What `write` made the database tell, once it has reached the listener. */
    const told = async (write: () => Promise<unknown>) => {
      heard.length = 0;
      await write();
      await listener.settled();
      return [...heard];
    };
    try {
      await db.insertInto('tenants').values({ id: 7, name: 'T' }).execute();
      const user = await db.insertInto('users').values({ username: 'u7', realname: 'U', password_hash: 'x', password_changed_at: new Date() }).returning('id').executeTakeFirstOrThrow();
      const role = await db.insertInto('roles').values({ tenant_id: 7, role_code: 'r7', role_name: 'R' }).returning('id').executeTakeFirstOrThrow();
      const session = { token_hash: 'h7', user_id: user.id, tenant_id: 7, kind: 'password' as const, org_code: '', ip: '', expires_at: new Date(Date.now() + 60_000) };
      assert.deepEqual(await told(() => db.insertInto('sessions').values(session).execute()), [], 'a new session concerns no cache');
      assert.deepEqual(await told(() => db.updateTable('sessions').set({ expires_at: new Date(Date.now() + 120_000) }).execute()), [], 'nor a longer expiry');
      assert.deepEqual(await told(() => db.updateTable('sessions').set({ org_code: 'A01' }).execute()), [{ kind: 'session', tokenHash: 'h7' }]);
      assert.deepEqual(await told(() => db.updateTable('sessions').set({ expires_at: new Date() }).execute()), [{ kind: 'session', tokenHash: 'h7' }]);
      assert.deepEqual(await told(() => db.updateTable('users').set({ status: 2 }).where('id', '=', user.id).execute()), [{ kind: 'user', userId: user.id }]);
      assert.deepEqual(await told(() => db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute()), [{ kind: 'user', userId: user.id }]);
      assert.deepEqual(await told(() => db.insertInto('user_tenants').values({ user_id: user.id, tenant_id: 7 }).execute()), [{ kind: 'user', userId: user.id }]);
      assert.deepEqual(await told(() => db.insertInto('permissions').values({ id: 'p7', name: 'P', name_en: 'P', name_tc: 'P', menu_type: 0 }).execute()), [{ kind: 'grants' }]);
      assert.deepEqual(await told(() => db.insertInto('role_permissions').values({ role_id: role.id, permission_id: 'p7' }).execute()), [{ kind: 'grants' }]);
      assert.deepEqual(await told(() => db.updateTable('tenants').set({ status: 0 }).where('id', '=', 7).execute()), [{ kind: 'all' }]);
      assert.deepEqual(await told(() => db.updateTable('roles').set({ role_name: 'R2' }).execute()), [{ kind: 'all' }]);
      assert.deepEqual(await told(() => db.deleteFrom('sessions').execute()), [{ kind: 'session', tokenHash: 'h7' }]);
    } finally {
      await listener.close();
      await drop();
    }
  });

  it('drops everything when a lost listening connection comes back: what was told meanwhile is unknown', { skip: url ? false : 'needs PostgreSQL' }, async () => {
    const target = new URL(url!);
    const proxy = await startFreezableProxy(target.hostname, Number(target.port || 5432));
    const via = new URL(url!);
    via.port = String(proxy.port);
    const heard: Invalidation[] = [];
    const logs: string[] = [];
    const listener = await listenForInvalidation(
      { kind: 'postgres', url: via.toString(), db: null as never },
      [{ invalidate: (change) => heard.push(change) }],
      (message) => logs.push(message),
      { retryMinMs: 20, retryMaxMs: 200, probeIntervalMs: 50, answerTimeoutMs: 500 },
    );
    try {
      proxy.freeze();
      while (!logs.some((m) => m.includes('reconnected'))) await sleep(20);
      assert.deepEqual(heard, [{ kind: 'all' }]);
    } finally {
      await listener.close();
      await proxy.close();
    }
  });
});
