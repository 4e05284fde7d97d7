/**
 * What a burst of password sign-ins does to everyone else. Starts the real server
 * (`server/main.ts`, PGlite in a temporary directory, production scrypt cost), then
 * alternates idle rounds and burst rounds; in a burst round 60 sign-ins (unknown users,
 * so each runs the decoy scrypt) are sent at once, and while they are answered the static
 * portal `/` and `/api/health` are fetched one after the other. Prints the median and p95
 * latency of both, idle and during bursts, and their ratio, plus how the sign-ins were answered.
 * Run: `npm run bench:login-burst [-- rounds logins]`; the server's own settings pass through
 * (e.g. `DKP_SCRYPT_CONCURRENCY=64 DKP_SCRYPT_QUEUE=64` to see the server without its hash queue).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const rounds = Number(process.argv[2] ?? 3);
const logins = Number(process.argv[3] ?? 60);
const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'dkp-login-burst-'));

// The server serves `dist/portal` of its working directory: the built portal when there is
// one, else a stand-in page (static serving goes through the same file reads either way).
mkdirSync(path.join(work, 'dist'));
const built = path.join(root, 'dist/portal');
if (existsSync(path.join(built, 'index.html'))) symlinkSync(built, path.join(work, 'dist/portal'));
else {
  mkdirSync(path.join(work, 'dist/portal'));
  writeFileSync(path.join(work, 'dist/portal/index.html'), `<!doctype html><title>DKP</title>${'<p>portal</p>'.repeat(500)}`);
}

const server = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(root, 'server/main.ts')], {
  cwd: work,
  env: {
    ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), DKP_LOGIN_CAPTCHA: 'false',
    DKP_ADMIN_PASSWORD: 'Admin#2026bench', DKP_DEMO_PASSWORD: 'Staff#2026bench',
    // Every sign-in comes from 127.0.0.1: lift the address rule so that all of them reach scrypt.
    DKP_LOGIN_ADDRESS_LIMIT: '1000000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const origin = await new Promise<string>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    const match = /DKP listening on (http:\/\/[^ ]+) /.exec(chunk.toString());
    if (match) resolve(match[1]!);
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(origin + url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

/** Fetches `/` and `/api/health` in turn, `samples` times or until `until` settles (at least 5 times). */
async function sample(page: number[], health: number[], samples: number, until?: Promise<unknown>) {
  let done = false;
  void until?.then(() => { done = true; });
  for (let i = 0; until ? !done || i < 5 : i < samples; i++) {
    page.push(await timed('/'));
    health.push(await timed('/api/health'));
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const idle = { page: [] as number[], health: [] as number[] };
const burst = { page: [] as number[], health: [] as number[] };
const answers = new Map<number, number>();
const burstMs: number[] = [];

await sample([], [], 20); // warm-up
for (let round = 0; round < rounds; round++) {
  await sample(idle.page, idle.health, 30);
  const start = performance.now();
  const signIns = Promise.all(Array.from({ length: logins }, (_, i) => fetch(`${origin}/api/sys/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `bench-${round}-${i}`, password: 'Wrong#pass1' }),
  }).then(async (res) => {
    await res.arrayBuffer();
    answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
  })));
  await sample(burst.page, burst.health, 0, signIns);
  await signIns;
  burstMs.push(performance.now() - start);
}

const row = (label: string, idleMs: number[], burstMsList: number[]) => {
  const [i50, i95, b50, b95] = [quantile(idleMs, 0.5), quantile(idleMs, 0.95), quantile(burstMsList, 0.5), quantile(burstMsList, 0.95)];
  console.log(`${label.padEnd(12)} idle median ${i50.toFixed(1)} ms p95 ${i95.toFixed(1)} ms | burst median ${b50.toFixed(1)} ms p95 ${b95.toFixed(1)} ms | ratio median ${(b50 / i50).toFixed(1)} p95 ${(b95 / i95).toFixed(1)}`);
};
console.log(`${rounds} rounds of ${logins} sign-ins; UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, DKP_SCRYPT_CONCURRENCY=${process.env.DKP_SCRYPT_CONCURRENCY ?? 'default'}, DKP_SCRYPT_QUEUE=${process.env.DKP_SCRYPT_QUEUE ?? 'default'}`);
row('/', idle.page, burst.page);
row('/api/health', idle.health, burst.health);
console.log(`sign-ins answered: ${[...answers].map(([status, n]) => `${n}× ${status}`).join(', ')}; a burst took ${burstMs.map((ms) => (ms / 1000).toFixed(1)).join(' s, ')} s`);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(work, { recursive: true, force: true });
