// test-plan: one engine (every test here seeds a PGlite of its own, never the test database: the PostgreSQL seed is seed-two-processes.test.ts)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../config.ts';
import { createServer } from '../../start.ts';
import { emptyPgliteDump } from '../../test-support/snapshot.ts';
import { ADMIN_PASSWORD, STAFF_PASSWORD } from '../../test-support/test-server.ts';
import { openDatabase } from '../database.ts';

/** A new, empty PGlite database (initdb's state, from the run's dump of one): the seed's first start. */
const emptyDatabase = async () => openDatabase({ dir: null }, { pgliteDump: await emptyPgliteDump() });

const config = { ...loadConfig({}), adminPassword: ADMIN_PASSWORD, demoPassword: STAFF_PASSWORD, portalDir: '/nonexistent' };

describe('seed clock', () => {
  it("stamps the seeded passwords with the app's clock, not the wall clock", async () => {
    const at = new Date('2020-01-02T03:04:05Z');
    const { app, ctx } = await createServer(config, { database: await emptyDatabase(), now: () => at, scryptLogN: 12 });
    try {
      const rows = await ctx.db.selectFrom('users').select('password_changed_at').execute();
      assert.ok(rows.length > 0);
      for (const row of rows) assert.equal(row.password_changed_at?.toISOString(), at.toISOString());
    } finally {
      await app.close();
    }
  });
});

describe('initial passwords', () => {
  it('generates the passwords it is not given, tells them once on the seeding start, and the administrator signs in with the one told', async () => {
    const told: { admin?: string; demo?: string }[] = [];
    const { app } = await createServer({ ...config, adminPassword: null, demoPassword: null, loginCaptcha: false }, {
      database: await emptyDatabase(), scryptLogN: 12, onGeneratedPasswords: (passwords) => { told.push(passwords); },
    });
    try {
      assert.equal(told.length, 1);
      const { admin, demo } = told[0]!;
      assert.ok(admin && demo && admin !== demo, 'both generated, and different');
      for (const [username, password] of [['admin', admin], ['zhangsan', demo]] as const) {
        const res = await app.inject({ method: 'POST', url: '/api/sys/login', payload: { username, password } });
        assert.equal(res.statusCode, 200, `${username}: ${res.body}`);
      }
    } finally {
      await app.close();
    }
  });

  it('tells nothing of passwords it was given', async () => {
    const told: { admin?: string; demo?: string }[] = [];
    const { app } = await createServer(config, { database: await emptyDatabase(), scryptLogN: 12, onGeneratedPasswords: (p) => { told.push(p); } });
    try {
      assert.deepEqual(told, [{}]);
    } finally {
      await app.close();
    }
  });
});
