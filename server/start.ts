import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { createAppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { listenForInvalidation } from './db/invalidation.ts';
import { isPgliteDataDir } from './db/pglite-create.ts';
import { migrateToLatest } from './db/migrate.ts';
import { moveReportDataApart } from './db/report-data/move-report-data.ts';
import { openReportDatabase, type ReportDatabaseLocation } from './db/report-data/report-database.ts';
import { reportFigureStatements } from './db/seed/report-demo.ts';
import { hashSeedPasswords, seedIfEmpty } from './db/seed/seed.ts';
import { DEFAULT_SCRYPT_LOG_N, generatePassword, limitPasswordWork } from './lib/credentials/passwords.ts';

/** Options of a server process beyond its configuration (tests inject clock and costs). */
export interface StartOptions {
  database?: Db;
  /** On PGlite, where the report database is (default `DATA_DIR/report-data`); tests keep it in memory, from a dump. */
  reportData?: ReportDatabaseLocation;
  now?: () => Date;
  scryptLogN?: number;
  captchaText?: () => string;
  logger?: FastifyServerOptions['logger'];
  /** Told the initial passwords when they were generated (printed once by main). */
  onGeneratedPasswords?: (passwords: { admin?: string; demo?: string }) => void;
}

/** Opens and migrates the database, seeds it on first start, and builds the app. */
export async function createServer(config: Config, options: StartOptions = {}) {
  limitPasswordWork(config.passwordWork);
  const scryptLogN = options.scryptLogN ?? DEFAULT_SCRYPT_LOG_N;
  const now = options.now ?? (() => new Date());
  const admin = config.adminPassword ?? generatePassword();
  const demo = config.demoPassword ?? generatePassword();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  // A new embedded database will be seeded: its passwords are hashed (on libuv's threads)
  // while a child process creates it (server/db/pglite-create.ts), instead of after.
  const hashes = !options.database && !config.databaseUrl && !isPgliteDataDir(pgliteDir)
    ? hashSeedPasswords({ adminPassword: admin, demoPassword: demo, scryptLogN }) : undefined;
  hashes?.catch(() => undefined);
  const database = options.database ?? (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: pgliteDir }));
  // On PGlite the built-in report data lives in a database of its own (server/db/report-data),
  // opened in a worker thread on the first report.
  const reportData = database.kind === 'pglite'
    ? openReportDatabase(options.reportData ?? { dir: path.join(config.dataDir, 'report-data') }, { idleMs: config.reportWorkerIdleMs, firstRows: reportFigureStatements() })
    : null;
  await migrateToLatest(database.db);
  if (reportData) await moveReportDataApart(database.db, reportData);
  const seeded = await seedIfEmpty(database.db, {
    adminPassword: admin, demoPassword: demo, scryptLogN, passwordMustChange: config.seedPasswordMustChange, now,
    ...(hashes ? { hashes } : {}),
    ...(reportData ? { figuresApart: true } : {}),
  });
  if (seeded) {
    options.onGeneratedPasswords?.({
      ...(config.adminPassword ? {} : { admin }),
      ...(config.demoPassword ? {} : { demo }),
    });
  }
  const ctx = createAppContext({
    config, db: database.db, dbKind: database.kind, databaseUrl: database.url, pglite: database.pglite, reportData, scryptLogN,
    now,
    ...(options.captchaText ? { captchaText: options.captchaText } : {}),
  });
  // Caches learn every change from the database (migration 0016) before the first request.
  const invalidation = await listenForInvalidation(
    database.pglite ? { kind: 'pglite', pglite: database.pglite } : { kind: 'postgres', url: database.url!, db: database.db },
    [ctx.sessions.cache, ctx.permissions],
    (message) => console.warn(message),
  );
  const app = await buildApp(ctx, options.logger ?? false);
  app.addHook('onClose', async () => {
    // No reaction to a domain event may query the database once it is closed: those under
    // way end first, those not started are dropped.
    await ctx.events.close();
    await invalidation.close();
    await reportData?.close();
    await database.close();
  });
  return { app, ctx, invalidation, reportData };
}
