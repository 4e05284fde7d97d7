import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { buildServer } from '../scripts/build-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `node <entry>` on a fresh data directory until it says it listens; its URL and a stop function. */
async function startCompiled(entry: string, dataDir: string) {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '',
      DKP_ADMIN_PASSWORD: 'Admin#2026pass', DKP_DEMO_PASSWORD: 'Staff#2026pass', DKP_SCRYPT_LOG_N: '12', DKP_LOGIN_CAPTCHA: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DKP listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the compiled server exited (${code}) before listening:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, stop, output: () => output };
}

/**
 * The compiled server in `outdir`. `npm test` sets DKP_SERVER_BUILT once its build step (which runs
 * `build:server`, as `npm start` does) has passed: its dist/server is copied rather than built a
 * second time (issue 23: some 10 s of the server lane). Run alone, the test builds it.
 */
async function compiledInto(outdir: string): Promise<string> {
  if (!process.env.DKP_SERVER_BUILT) return buildServer(outdir);
  const built = path.join(root, 'dist', 'server');
  assert.ok(existsSync(path.join(built, 'main.js')), 'DKP_SERVER_BUILT is set, so the build step wrote dist/server/main.js');
  cpSync(built, outdir, { recursive: true });
  return path.join(outdir, 'main.js');
}

describe('the compiled server (npm start)', () => {
  it('builds into one module that starts on a fresh data directory and answers health, the API and the icons', { timeout: 120_000 }, async () => {
    // Outside the repository, with node_modules beside it, as the bundle finds its packages from where it lies.
    const outDir = mkdtempSync(path.join(tmpdir(), 'dkp-compiled-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dkp-compiled-data-'));
    symlinkSync(path.join(root, 'node_modules'), path.join(outDir, 'node_modules'), 'dir');
    const entry = await compiledInto(path.join(outDir, 'server'));
    const server = await startCompiled(entry, dataDir);
    try {
      const health = await fetch(`${server.url}/api/health`);
      assert.equal(health.status, 200);
      assert.deepEqual((await health.json()).result, { status: 'ok', database: 'pglite' });
      const login = await fetch(`${server.url}/api/sys/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin#2026pass' }),
      });
      assert.equal(login.status, 200, server.output());
      // Found through import.meta.resolve from the bundle's own location.
      const icon = await fetch(`${server.url}/shoelace/assets/icons/house.svg`);
      assert.equal(icon.status, 200);
      assert.match(await icon.text(), /<svg/);
    } finally {
      await server.stop();
      rmSync(outDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
