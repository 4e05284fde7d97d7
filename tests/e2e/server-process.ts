import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { E2E } from './e2e-env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const READY = /DKP listening on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 90_000;

/** A server started for the tests; `stop` ends it and removes its data directory. */
export interface DkpServer {
  baseUrl: string;
  stop: () => Promise<void>;
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
  return { url: target.toString(), drop: () => onAdminConnection(url, `drop database if exists ${name} with (force)`) };
}

/**
 * Starts the server as `npm start` runs it, compiled ahead of time (`dist/server/main.js`,
 * compiled again by the global setup before every run, so it is never older than the code),
 * on a free port and a fresh data directory — and a fresh database
 * on the PostgreSQL of TEST_DATABASE_URL when set, or the given `databaseUrl` that another
 * server process shares — and resolves once it says it is listening.
 */
export async function startDkpServer({ captcha = false, env: extra = {}, databaseUrl }: { captcha?: boolean; env?: Record<string, string>; databaseUrl?: string } = {}): Promise<DkpServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dkp-e2e-'));
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
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const forced = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(dataDir, { recursive: true, force: true });
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
    return { baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
