import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { createServer } from '../../start.ts';
import { startFreezableProxy } from '../../test-support/freezable-proxy.ts';
import { ADMIN_PASSWORD, STAFF_PASSWORD, TestClock, startTestServer } from '../../test-support/test-server.ts';
import { HEALTH_DB_REUSE_MS } from './database-check.ts';

const url = process.env.TEST_DATABASE_URL;
const skip = url ? false : 'needs PostgreSQL: set TEST_DATABASE_URL';

describe('/api/health while the database is down', () => {
  it('answers 503 with a localised reason when the database fails', async () => {
    const s = await startTestServer();
    try {
      assert.equal((await s.app.inject({ url: '/api/health' })).statusCode, 200);
      await s.ctx.db.destroy();
      // Within a second the last answer stands (a load balancer's polls cost no query each).
      assert.equal((await s.app.inject({ url: '/api/health' })).statusCode, 200);
      s.clock.advance(HEALTH_DB_REUSE_MS);
      const down = await s.app.inject({ url: '/api/health', headers: { 'x-locale': 'en' } });
      assert.equal(down.statusCode, 503);
      assert.equal(down.json().message, 'The database is not answering; try again later');
      assert.ok(down.headers['retry-after']);
    } finally {
      await s.close().catch(() => undefined);
    }
  });

  it('answers 503 at once when the database stops answering (a dead network), not when the client gives up', { skip, timeout: 30_000 }, async () => {
    // The database of a test server, reached through a proxy that can go silent.
    const owner = await startTestServer();
    const target = new URL(owner.databaseUrl!);
    const proxy = await startFreezableProxy(target.hostname, Number(target.port || 5432));
    const via = new URL(owner.databaseUrl!);
    via.port = String(proxy.port);
    const config = { ...loadConfig({}), adminPassword: ADMIN_PASSWORD, demoPassword: STAFF_PASSWORD, portalDir: '/nonexistent' };
    const clock = new TestClock();
    const { app } = await createServer(config, { database: await openDatabase({ url: via.toString() }), scryptLogN: 12, now: clock.now });
    try {
      assert.equal((await app.inject({ url: '/api/health' })).statusCode, 200);
      proxy.freeze();
      clock.advance(HEALTH_DB_REUSE_MS);
      const down = await app.inject({ url: '/api/health' });
      assert.equal(down.statusCode, 503);
      assert.equal(down.json().message, '数据库暂时无法访问，请稍后再试');
    } finally {
      await proxy.close();
      await app.close().catch(() => undefined);
      await owner.close();
    }
  });
});
