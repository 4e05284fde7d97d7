import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { E2E } from './e2e-env.ts';
import { dropTestDatabase } from '../../server/test-support/drop-test-database.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const READY = /DKP listening on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 90_000;

/** A server started for the tests; `stop` ends it and removes its data directory. */
export interface DkpServer {
  baseUrl: string;
  /** Where its embedded database lives. */
  dataDir: string;
  /** Ends it; and removes its data directory unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/**
 * Builds portal and element bundle when either is missing, or when E2E_BUILD=1 asks for a
 * fresh build (embedding tests load `/elements/` from the server).
 */
export function ensurePortalBuild(): void {
  const built = existsSync(join(root, 'dist/portal/index.html')) && existsSync(join(root, 'dist/elements/dkp-elements.js'));
  if (built && process.env.E2E_BUILD !== '1') return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function onAdminConnection(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL of `TEST_DATABASE_URL` (as the server tests do),
 * so that every run starts from a fresh seed whatever earlier runs left there.
 */
export async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `dkp_e2e_${randomBytes(6).toString('hex')}`;
  await onAdminConnection(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => dropTestDatabase(url, name) };
}

/** The variable naming the data directory new servers start from (`makeTemplateDataDir`). */
const TEMPLATE_VARIABLE = 'DKP_E2E_TEMPLATE_DIR';
/** Settings the seed depends on: a server given any of them seeds its own database. */
const SEED_SETTINGS = ['DKP_ADMIN_PASSWORD', 'DKP_DEMO_PASSWORD', 'DKP_SEED_PASSWORD_MUST_CHANGE', 'DKP_SCRYPT_LOG_N'];

/**
 * Starts a server once on a new data directory and stops it, leaving a migrated and seeded
 * embedded database for the run's servers to copy (a new PGlite runs initdb in WebAssembly:
 * seconds of CPU per server, and a worker restarts its server after every failed test).
 * Named in `DKP_E2E_TEMPLATE_DIR` for the workers; the returned function removes it.
 * On PostgreSQL (TEST_DATABASE_URL) there is nothing to copy and nothing is made.
 */
export async function makeTemplateDataDir(env: Record<string, string>): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => undefined;
  const server = await startDkpServer({ env, fromTemplate: false });
  // The report database (DATA_DIR/report-data) is made by the first report: once here, for every copy.
  await runOneReport(server.baseUrl);
  await server.stop({ keepData: true });
  process.env[TEMPLATE_VARIABLE] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}

/** Runs the seeded report behind /report/history as the administrator, as a browser would. */
async function runOneReport(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/sys/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: E2E.adminPassword }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const trusted = await fetch(`${baseUrl}/api/dkp-tableau/tableau/trusted/getTrustedUrl?url=${encodeURIComponent('/report/history')}`, { headers: { 'x-access-token': token } });
  const page = await (await fetch(baseUrl + ((await trusted.json()) as { url: string }).url)).text();
  const session = /name="dkp-report-session" content="([^"]+)"/.exec(page)?.[1] ?? '';
  const run = await fetch(`${baseUrl}/api/reports/viewer/run`, {
    method: 'POST', headers: { 'x-report-session': session, 'content-type': 'application/json' }, body: JSON.stringify({ values: {} }),
  });
  if (run.status !== 200) throw new Error(`the template server's first report answered ${run.status}: ${await run.text()}`);
}

/**
 * Starts the server as `npm start` runs it, compiled ahead of time (`dist/server/main.js`,
 * compiled again by the global setup before every run, so it is never older than the code),
 * on a free port and a fresh data directory — and a fresh database
 * on the PostgreSQL of TEST_DATABASE_URL when set, or the given `databaseUrl` that another
 * server process shares — and resolves once it says it is listening. The data directory is a
 * copy of the run's template (`makeTemplateDataDir`) when there is one and `extra` changes
 * nothing the seed depends on.
 */
export async function startDkpServer({ captcha = false, env: extra = {}, databaseUrl, fromTemplate = true }: {
  captcha?: boolean; env?: Record<string, string>; databaseUrl?: string; fromTemplate?: boolean;
} = {}): Promise<DkpServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dkp-e2e-'));
  const template = process.env[TEMPLATE_VARIABLE];
  if (fromTemplate && template && !databaseUrl && !process.env.TEST_DATABASE_URL && !SEED_SETTINGS.some((name) => name in extra)) {
    cpSync(template, dataDir, { recursive: true });
  }
  const postgres = databaseUrl ? { url: databaseUrl, drop: async () => undefined }
    : process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DKP_ADMIN_PASSWORD: E2E.adminPassword,
    DKP_DEMO_PASSWORD: E2E.demoPassword,
    DKP_LOGIN_CAPTCHA: String(captcha),
    DKP_SIGN_SECRET: E2E.signSecret,
    // Every spec signs in again and again: a cheaper hash keeps that from being most of the run.
    DKP_SCRYPT_LOG_N: '12',
    ...extra,
  };
  delete env.DATABASE_URL;
  if (postgres) env.DATABASE_URL = postgres.url;

  const server = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = async ({ keepData = false } = {}) => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const forced = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    if (keepData) return;
    // A child of the server still ending (one creating a database) may write for a moment more: retried.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    await postgres?.drop();
  };

  let output = '';
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const url = READY.exec(output)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      };
      server.stdout?.on('data', onData);
      server.stderr?.on('data', onData);
      server.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`));
      });
    });
    return { baseUrl, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
