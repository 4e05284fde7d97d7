import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import pg from 'pg';
import { loadConfig } from '../../config.ts';
import { createServer } from '../../start.ts';
import { ADMIN_PASSWORD, STAFF_PASSWORD } from '../../test-support/test-server.ts';
import { openDatabase } from '../database.ts';

/**
 * The seed on PostgreSQL, apart from seed.test.ts (whose tests seed a PGlite of their own, so
 * they run once): the two processes racing to seed one empty database.
 */
const config = { ...loadConfig({}), adminPassword: ADMIN_PASSWORD, demoPassword: STAFF_PASSWORD, portalDir: '/nonexistent' };

const url = process.env.TEST_DATABASE_URL;
const skip = url ? false : 'needs PostgreSQL: set TEST_DATABASE_URL';

describe('first start of two processes on one empty PostgreSQL', { skip }, () => {
  it('migrates and seeds once: both processes start, one of them seeded', async () => {
    const name = `dkp_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    let seeded = 0;
    const start = async () => createServer(config, {
      database: await openDatabase({ url: target.toString() }), scryptLogN: 12, onGeneratedPasswords: () => { seeded++; },
    });
    const results = await Promise.allSettled([start(), start()]);
    try {
      assert.deepEqual(results.map((r) => r.status === 'rejected' ? String(r.reason) : 'started'), ['started', 'started']);
      assert.equal(seeded, 1);
      const first = results[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof createServer>>>;
      const tenants = await first.value.ctx.db.selectFrom('tenants').select('id').execute();
      assert.equal(tenants.length, 2);
    } finally {
      for (const r of results) if (r.status === 'fulfilled') await r.value.app.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
