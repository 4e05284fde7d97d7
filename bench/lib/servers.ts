/**
 * The processes the benches measure: the real DKP server, started with the command that
 * `npm start` runs after its build ({@link serverCommand}, decided here and nowhere else), and
 * the bare baselines of bench/lib/bare-server.mjs, started the same way. Also sign-in and
 * the resident memory of a process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = path.resolve(fileURLToPath(import.meta.url), '../../..');

/** Passwords the benches seed the accounts with. */
export const BENCH_ADMIN_PASSWORD = 'Admin#2026bench';
export const BENCH_STAFF_PASSWORD = 'Staff#2026bench';

const COMPILED_MAIN = path.join(ROOT, 'dist/server/main.js');

/** How the server is started: node's arguments, and a label to print. */
export interface ServerCommand {
  /** Arguments of `process.execPath` that run the server's entry point. */
  args: string[];
  /** Node's arguments before a script, for a baseline started the same way (e.g. `--import tsx`). */
  nodeArgs: string[];
  label: string;
}

/**
 * What `npm start` runs after its build, minus the build: `node dist/server/main.js` when
 * the ahead-of-time compiled server exists, else `node --import tsx server/main.ts`.
 */
export function serverCommand(): ServerCommand {
  if (existsSync(COMPILED_MAIN)) return { args: [COMPILED_MAIN], nodeArgs: [], label: 'node dist/server/main.js' };
  const tsx = import.meta.resolve('tsx');
  return { args: ['--import', tsx, path.join(ROOT, 'server/main.ts')], nodeArgs: ['--import', tsx], label: 'node --import tsx server/main.ts' };
}

/** A child process that said it is listening. */
export interface Listening {
  child: ChildProcess;
  pid: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Milliseconds from spawn to the line saying it listens. */
  readyMs: number;
  /** What it has printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it has exited. */
  stop: () => Promise<void>;
}

/** Spawns `node ...args` and resolves once a line matching `ready` (its group 1: the origin) appears. */
export async function spawnListening(args: string[], { cwd = ROOT, env = process.env, ready, timeoutMs = 120_000 }: {
  cwd?: string; env?: NodeJS.ProcessEnv; ready: RegExp; timeoutMs?: number;
}): Promise<Listening> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
  };
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not listening after ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code ?? signal}) before listening:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { child, pid: child.pid!, origin, readyMs: performance.now() - started, output: () => output, stop };
}

/** A running DKP server and where it keeps its data. */
export interface DkpProcess extends Listening {
  dataDir: string;
  /** Stops the server and removes its working directory (and the data directory when it made it). */
  close: () => Promise<void>;
}

/**
 * A working directory whose `dist/portal` is the built portal when there is one, else a
 * stand-in page (the server serves `dist/portal` of its working directory either way through
 * the same static-file code).
 */
function workDirectory(): string {
  const work = mkdtempSync(path.join(tmpdir(), 'dkp-bench-'));
  mkdirSync(path.join(work, 'dist'));
  const built = path.join(ROOT, 'dist/portal');
  if (existsSync(path.join(built, 'index.html'))) symlinkSync(built, path.join(work, 'dist/portal'));
  else {
    mkdirSync(path.join(work, 'dist/portal'));
    writeFileSync(path.join(work, 'dist/portal/index.html'), `<!doctype html><title>DKP</title>${'<p>portal</p>'.repeat(500)}`);
  }
  return work;
}

/**
 * Starts the real server ({@link serverCommand}) on 127.0.0.1 and a free port: on PGlite in
 * `dataDir` (a new directory when not given), or on `databaseUrl`. Captcha off, the accounts
 * seeded with {@link BENCH_ADMIN_PASSWORD} and {@link BENCH_STAFF_PASSWORD}, production
 * scrypt cost; `env` is added last; `nodeArgs` go to node before the entry point (e.g.
 * `--cpu-prof`, which node refuses in NODE_OPTIONS).
 */
export async function startDkp({ dataDir, databaseUrl, env = {}, nodeArgs = [] }: {
  dataDir?: string; databaseUrl?: string; env?: Record<string, string>; nodeArgs?: string[];
} = {}): Promise<DkpProcess> {
  const work = workDirectory();
  const data = dataDir ?? path.join(work, 'data');
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0', HOST: '127.0.0.1', DATA_DIR: data,
    DKP_LOGIN_CAPTCHA: 'false',
    DKP_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, DKP_DEMO_PASSWORD: BENCH_STAFF_PASSWORD,
    DKP_SIGN_SECRET: 'dkp-bench-sign-secret',
    ...env,
  };
  delete full.DATABASE_URL;
  if (databaseUrl) full.DATABASE_URL = databaseUrl;
  try {
    const server = await spawnListening([...nodeArgs, ...serverCommand().args], { cwd: work, env: full, ready: /DKP listening on (http:\/\/\S+)/ });
    return {
      ...server,
      dataDir: data,
      close: async () => {
        await server.stop();
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts bench/lib/bare-server.mjs (`http` or `fastify`) the way the server is started; `held`
 * bytes are answered at `/held` under their content encoding (the `http` kind only).
 */
export function startBare(kind: 'http' | 'fastify', message?: string, held?: { file: string; encoding: string }): Promise<Listening> {
  const script = path.join(ROOT, 'bench/lib/bare-server.mjs');
  return spawnListening([...serverCommand().nodeArgs, script, kind, ...(message ? [message] : [])], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...(held ? { BARE_HELD_FILE: held.file, BARE_HELD_ENCODING: held.encoding } : {}) },
    ready: /listening on (http:\/\/\S+)/,
  });
}

/** Signs in with a password and returns the session token (for `X-Access-Token`). */
export async function signIn(origin: string, username = 'admin', password = username === 'admin' ? BENCH_ADMIN_PASSWORD : BENCH_STAFF_PASSWORD): Promise<string> {
  const res = await fetch(`${origin}/api/sys/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  const body = await res.json() as { success?: boolean; message?: string; result?: { token?: string } };
  if (res.status !== 200 || !body.result?.token) throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.result.token;
}

/** Resident memory of a process in MiB (`VmRSS` of /proc/<pid>/status; Linux). */
export function rssMiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
