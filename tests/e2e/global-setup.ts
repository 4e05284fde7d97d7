import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E } from './e2e-env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const READY = /DKP listening on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 90_000;

/** Builds the portal when there is no build yet, or when E2E_BUILD=1 asks for a fresh one. */
function ensurePortalBuild(): void {
  if (existsSync(join(root, 'dist/portal/index.html')) && process.env.E2E_BUILD !== '1') return;
  const result = spawnSync('npm', ['run', 'build:portal'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build:portal failed');
}

/** Starts `server/main.ts` and resolves with its base URL once it says it is listening. */
function startServer(dataDir: string): Promise<{ server: ChildProcess; baseUrl: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DKP_ADMIN_PASSWORD: E2E.adminPassword,
    DKP_DEMO_PASSWORD: E2E.demoPassword,
    DKP_LOGIN_CAPTCHA: 'false',
    DKP_SIGN_SECRET: E2E.signSecret,
  };
  delete env.DATABASE_URL;
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;

  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ server, baseUrl: match[1] });
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}

/** Starts a server on a fresh data directory for the run; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensurePortalBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'dkp-e2e-'));
  const { server, baseUrl } = await startServer(dataDir);
  process.env[E2E.baseUrlVariable] = baseUrl;
  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const forced = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
