import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { CompiledQuery } from 'kysely';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Db, type OpenOptions } from '../db/database.ts';
import type { ReportDatabaseLocation } from '../db/report-data/report-database.ts';
import { createServer } from '../start.ts';
import { dropTestDatabase } from './drop-test-database.ts';
import { createDatabase, databaseUrl, templateDatabase } from './pg-template.ts';
import { emptyPgliteDump, keepSeededDump, seedKey, seededDump, type SeedInputs } from './snapshot.ts';

/** Passwords of the seeded accounts in tests. */
export const ADMIN_PASSWORD = 'Admin#2026pass';
export const STAFF_PASSWORD = 'Staff#2026pass';

/**
 * A fresh database for one test server: in-memory PGlite, or a new database on the
 * PostgreSQL of `TEST_DATABASE_URL` that is dropped afterwards, copied from the run's
 * template when there is one (pg-template.ts). With `sharedUrl` (a URL another test server
 * answered as `databaseUrl`), that database is opened again instead and left for its owner
 * to drop: two servers on one database act as two processes.
 */
async function freshDatabase(sharedUrl: string | undefined, options: OpenOptions, template: (adminUrl: string) => Promise<string | undefined>): Promise<{ database: Db; drop: () => Promise<void> }> {
  if (sharedUrl) return { database: await openDatabase({ url: sharedUrl }, options), drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openDatabase({ dir: null }, options), drop: async () => {} };
  const name = `dkp_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(url, name, await template(url));
  const database = await openDatabase({ url: databaseUrl(url, name) }, options);
  return {
    database,
    drop: () => dropTestDatabase(url, name),
  };
}

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public current = Date.now()) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
}

/** How a test server gets its database. */
export interface TestServerOptions {
  /**
   * The `databaseUrl` of a running test server on PostgreSQL, to share its database (the
   * cross-process tests); close this server before that one, which drops the database.
   */
  sharedDatabaseUrl?: string;
  /**
   * On PGlite, the report database's location instead of memory from the run's dump (a test
   * that holds back or breaks the worker's start); no dump for the run is made from it.
   */
  reportData?: ReportDatabaseLocation;
  /** Fastify's logger (default none), e.g. `{ level: 'warn', stream }` to read what the server logs. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Starts the real app on a fresh, migrated and seeded database, with an injected clock,
 * a known captcha text and a cheaper scrypt. Call `close()` in `after`.
 */
export async function startTestServer(overrides: Partial<Config> = {}, options: TestServerOptions = {}) {
  let queries = 0;
  /** The last statements sent, newest last (a bounded tail, to show what a call asked). */
  const statements: string[] = [];
  const clock = new TestClock();
  const captcha = { text: 'Ab3d' };
  const config = {
    ...loadConfig({}),
    loginCaptcha: false,
    adminPassword: ADMIN_PASSWORD,
    demoPassword: STAFF_PASSWORD,
    portalDir: '/nonexistent',
    // No test server polls for due jobs: a scheduler test drives it (`app.scheduler.tick()`).
    scheduler: { ...loadConfig({}).scheduler, enabled: false },
    // No sign-in starts a report worker (a second of CPU per test server): the warm-up's own
    // tests turn it on (server/modules/reports/warm-up.test.ts).
    reportWarmUp: false,
    ...overrides,
  };
  const scryptLogN = 12;
  const seed: SeedInputs = { adminPassword: config.adminPassword, demoPassword: config.demoPassword, seedPasswordMustChange: config.seedPasswordMustChange, scryptLogN };
  const onPGlite = !options.sharedDatabaseUrl && !process.env.TEST_DATABASE_URL;
  const dump = onPGlite ? await seededDump(seed) : undefined;
  // No dump of these inputs yet: migrated and seeded here, on an empty database loaded from the
  // run's dump of one rather than made by initdb (the report database likewise).
  const empty = onPGlite && !dump ? await emptyPgliteDump() : undefined;
  const start = dump ?? (empty ? { main: empty, reportData: empty } : undefined);
  const serverOptions = { now: clock.now, scryptLogN, captchaText: () => captcha.text, ...(options.logger ? { logger: options.logger } : {}) };
  // The run's template on PostgreSQL: migrated and seeded by a server of these inputs, closed at once.
  const template = (adminUrl: string) => templateDatabase(adminUrl, seedKey(seed), async (templateUrl) => {
    const made = await createServer(config, { ...serverOptions, database: await openDatabase({ url: templateUrl }) });
    await made.app.close();
  });
  const { database, drop } = await freshDatabase(options.sharedDatabaseUrl, { onQuery: (text) => { queries++; statements.push(text); if (statements.length > 500) statements.shift(); }, ...(start ? { pgliteDump: start.main } : {}) }, template);
  const { app, ctx, invalidation, reportData } = await createServer(config, {
    ...serverOptions, database,
    // The report database in memory too, from the run's dump when there is one.
    reportData: options.reportData ?? { dir: null, ...(start ? { dump: start.reportData } : {}) },
  });
  // Just migrated and seeded, before any request: what the next test server can start from.
  let reportDataDump = dump?.reportData;
  if (onPGlite && !dump && !options.reportData) {
    reportDataDump = await reportData!.dump();
    await keepSeededDump(seed, database.pglite!, reportDataDump);
  }
  await app.ready();
  return {
    app, ctx, clock, captcha, config,
    /** The report database on PGlite (in memory), `null` on PostgreSQL. */
    reportData,
    /**
     * On PGlite, the seeded report data this run's test servers start their report database
     * from (its dump): a test starting one of its own from it needs no worker to dump it again.
     * Undefined on PostgreSQL, or when `options.reportData` placed the report database.
     */
    reportDataDump,
    /**
     * Runs the portal's own SQL on the built-in report data, wherever it lives (the report
     * database on PGlite, as its owner; the portal's database on PostgreSQL): rows as arrays.
     */
    async reportDataQuery(sqlText: string, params: unknown[] = [], { write = false } = {}): Promise<unknown[][]> {
      if (reportData) return (await reportData.asOwner([{ sql: sqlText, params }], { write }))?.rows ?? [];
      const { rows } = await ctx.db.executeQuery(CompiledQuery.raw(sqlText, params));
      return rows.map((row) => Object.values(row as object));
    },
    /** The PostgreSQL URL of this server's database, `null` on PGlite; see {@link TestServerOptions}. */
    databaseUrl: database.url,
    /**
     * Waits until what the database told before now (migration 0016's cache notices) has
     * reached this server's caches: a test that writes a table itself calls it before asking
     * the server, as a second process would wait a moment. Immediate on PGlite.
     */
    settled: () => invalidation.settled(),
    /** How many queries this server has sent its database so far (to show what a cache spares). */
    queries: () => queries,
    /** The SQL of the statements `call` sends the database (at most the last 500). */
    async statementsOf(call: () => Promise<unknown>): Promise<string[]> {
      const before = queries;
      await call();
      return statements.slice(-(queries - before) || statements.length);
    },
    /** Signs in and returns the token; fails the test on refusal. */
    async login(username: string, password = username === 'admin' ? ADMIN_PASSWORD : STAFF_PASSWORD, headers: Record<string, string> = {}) {
      const res = await app.inject({ method: 'POST', url: '/api/sys/login', payload: { username, password }, headers });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      return res.json().result.token as string;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The `skip` option of a suite that needs PostgreSQL (`TEST_DATABASE_URL`; CI sets it on its
 * second run): false there, else the reason, said once on the console.
 */
export function postgresOnly(what: string): false | string {
  if (process.env.TEST_DATABASE_URL) return false;
  const why = 'needs PostgreSQL: set TEST_DATABASE_URL (CI does on its second run)';
  console.log(`${what}: SKIPPED, ${why}`);
  return why;
}

/** Two server processes on one PostgreSQL database, as a scaled-out deployment runs them: B opens A's. */
export async function startTwoServers(): Promise<[TestServer, TestServer]> {
  const a = await startTestServer();
  return [a, await startTestServer({}, { sharedDatabaseUrl: a.databaseUrl! })];
}
