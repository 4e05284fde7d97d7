/**
 * What a burst of password sign-ins does to everyone else. Starts the real server
 * (bench/lib/servers.ts: PGlite in a temporary directory, production scrypt cost, the built
 * portal when there is one, else a stand-in page), then interleaves idle rounds and burst
 * rounds (bench/lib/interleaved.ts). In a burst round 16 sign-ins (default; unknown users, so
 * each runs the decoy scrypt) are sent at once; in both kinds of round the static portal `/`
 * and `/api/health` are requested open-loop, one of each every 25 ms whether or not earlier
 * ones have been answered, so a stall shows in every request it holds up, not as one slow
 * sample among many quick ones. Prints median, p95 and worst latency of both, idle and during
 * bursts (medians over the rounds), their ratios, and how the sign-ins were answered.
 * Run: `npm run bench:login-burst [-- logins] [--rounds N --seconds S]`; the server's own
 * settings pass through (e.g. `DKP_SCRYPT_CONCURRENCY=64 DKP_SCRYPT_QUEUE=64` to see the
 * server without its hash queue: every libuv thread hashing, the file reads of `/` queued
 * behind the hashes).
 */
import { benchSettings, describeSettings, interleave, printRatio, printTable, quantile, type Target } from './lib/interleaved.ts';
import { startDkp } from './lib/servers.ts';

const settings = benchSettings({ rounds: 3 });
const logins = Number(settings.positionals[0] ?? 16);
const PROBE_EVERY_MS = 25;

// Every sign-in comes from 127.0.0.1: lift the address rule so that all of them reach scrypt.
const server = await startDkp({ env: { DKP_LOGIN_ADDRESS_LIMIT: '1000000' } });
const answers = new Map<number, number>();

type Probe = { pageP50: number; pageP95: number; pageMax: number; healthP50: number; healthP95: number; healthMax: number; seconds: number };

/** Requests `/` and `/api/health` every PROBE_EVERY_MS until `until` settles; their latencies. */
async function probe(until: Promise<unknown>): Promise<Probe> {
  const page: number[] = [];
  const health: number[] = [];
  const pending: Promise<void>[] = [];
  const timed = (url: string, into: number[]) => {
    const start = performance.now();
    pending.push(fetch(server.origin + url).then(async (res) => {
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      into.push(performance.now() - start);
    }));
  };
  let done = false;
  void until.then(() => { done = true; });
  const started = performance.now();
  while (!done) {
    timed('/', page);
    timed('/api/health', health);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  return {
    pageP50: quantile(page, 0.5), pageP95: quantile(page, 0.95), pageMax: Math.max(...page),
    healthP50: quantile(health, 0.5), healthP95: quantile(health, 0.95), healthMax: Math.max(...health),
    seconds,
  };
}

let burstNo = 0;
const signIns = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => fetch(`${server.origin}/api/sys/login`, {
  method: 'POST', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: `bench-${burstNo}-${i}`, password: 'Wrong#pass1' }),
}).then(async (res) => {
  await res.arrayBuffer();
  answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
}))).finally(() => { burstNo++; });

const idle: Target<Probe> = { name: 'idle', measure: () => probe(new Promise((resolve) => setTimeout(resolve, settings.seconds * 1000))) };
// The warm-up burst is small: it makes the decoy hash and warms the paths.
const burst: Target<Probe> = { name: 'burst', measure: ({ warmup }) => probe(signIns(warmup ? 4 : logins)) };

try {
  console.log(`${logins} sign-ins a burst; idle rounds of ${settings.seconds} s; ${describeSettings(settings, false)}`);
  console.log(`UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, DKP_SCRYPT_CONCURRENCY=${process.env.DKP_SCRYPT_CONCURRENCY ?? 'default'}, DKP_SCRYPT_QUEUE=${process.env.DKP_SCRYPT_QUEUE ?? 'default'}`);
  const results = await interleave([idle, burst], settings);
  printTable(results, [
    { metric: 'pageP50', label: '/ p50 ms', digits: 1 },
    { metric: 'pageP95', label: '/ p95 ms', digits: 1, spread: true },
    { metric: 'pageMax', label: '/ max ms', digits: 0 },
    { metric: 'healthP50', label: 'health p50 ms', digits: 1 },
    { metric: 'healthP95', label: 'health p95 ms', digits: 1, spread: true },
    { metric: 'healthMax', label: 'health max ms', digits: 0 },
    { metric: 'seconds', label: 'round s', digits: 1 },
  ]);
  console.log('');
  printRatio(results, 'burst', 'idle', 'pageP95', undefined, 'burst / idle, / p95');
  printRatio(results, 'burst', 'idle', 'pageMax', undefined, 'burst / idle, / worst');
  printRatio(results, 'burst', 'idle', 'healthP95', undefined, 'burst / idle, /api/health p95');
  console.log(`sign-ins answered (warm-up included): ${[...answers].map(([status, n]) => `${n}× ${status}`).join(', ')}`);
} finally {
  await server.close();
}
