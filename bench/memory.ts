/**
 * How much memory the real server holds (issue 10): the resident set (VmRSS) of the server
 * on PGlite at idle after start, then after 100,000 mixed requests (signed in once, then in
 * every ten: one permission fetch, three getUserIp, three /api/health, two of a static file
 * and a 404, over 10 connections) and again after a few idle seconds, against a bare Fastify process given the
 * same requests. The load is cut into rounds interleaved between the two processes; the RSS
 * after each round shows whether it keeps growing. Goals: ≤ 300 MiB, and flat (after idle
 * ≤ idle after start + 10 %).
 * The server measured runs on a data directory made by an earlier start, whose idle RSS is
 * printed beside it with the same goal (issue 21: it was 685–782 MiB while PGlite's initdb ran
 * in the server's own process; server/db/pglite-create.ts now runs it in a child).
 * Run: `npm run bench:memory [-- --requests N --rounds R | --quick]` (default 100,000 requests in 5 rounds).
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchSettings, describeSettings, interleave, printFigure, printTable, type Target } from './lib/interleaved.ts';
import { rssMiB, serverCommand, signIn, sleep, startBare, startDkp } from './lib/servers.ts';

const settings = benchSettings({ warmupRounds: 0 });
const { values } = parseArgs({ args: process.argv.slice(2), strict: false, options: { requests: { type: 'string' }, quick: { type: 'boolean' } } });
const total = Number(typeof values.requests === 'string' ? values.requests : process.env.BENCH_REQUESTS ?? (values.quick ? 10_000 : 100_000));
const perRound = Math.ceil(total / settings.rounds);
const IDLE_MS = 5_000;
const GOAL_MIB = 300;

console.log(`memory: server started as \`${serverCommand().label}\`; ${total} requests in ${settings.rounds} rounds of ${perRound} per process, ${settings.connections} connections; ${describeSettings(settings, false)}`);

// The first start creates the database (initdb in a child process, then migrations and the
// seed in the server): its idle RSS is printed, then the server measured under load is
// started again on the data it made, as a server restarts in production.
const first = await startDkp();
await sleep(IDLE_MS);
const firstStart = rssMiB(first.pid);
await first.stop();
// The report database's worker (issue 21) closes this long after its last report.
const REPORT_IDLE_S = 2;
const dkp = await startDkp({ dataDir: first.dataDir, env: { DKP_REPORT_WORKER_IDLE_SECONDS: String(REPORT_IDLE_S) } });
const bare = await startBare('fastify');
try {
  await sleep(IDLE_MS);
  const start = { dkp: rssMiB(dkp.pid), bare: rssMiB(bare.pid) };
  const token = await signIn(dkp.origin);
  const afterSignIn = rssMiB(dkp.pid);

  const headers = { 'x-access-token': token };
  // Each connection goes round this list: a page load asks for the permissions once and for
  // cheaper things several times (and the permission fetch is the slowest call by far today).
  const mix = [
    '/api/sys/permission/getUserPermissionByToken', '/api/sys/user/getUserIp', '/api/health', '/index.html', '/api/sys/user/getUserIp',
    '/api/health', '/api/no-such-route', '/api/sys/user/getUserIp', '/api/health', '/index.html',
  ].map((path) => ({ method: 'GET' as const, path, headers }));
  const statuses = new Map<string, Map<string, number>>();

  const loaded = (name: string, origin: string, pid: number): Target<{ rssMiB: number; reqPerSec: number }> => ({
    name,
    async measure() {
      const result = await autocannon({ url: origin, connections: settings.connections, amount: perRound, requests: mix });
      const seen = statuses.get(name) ?? new Map<string, number>();
      for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) seen.set(code, (seen.get(code) ?? 0) + count);
      statuses.set(name, seen);
      if (result.errors + result.timeouts > 0) throw new Error(`${name}: ${result.errors} errors, ${result.timeouts} timeouts`);
      return { rssMiB: rssMiB(pid), reqPerSec: result.requests.total / result.duration };
    },
  });
  const results = await interleave([loaded('DKP (PGlite)', dkp.origin, dkp.pid), loaded('bare Fastify', bare.origin, bare.pid)], settings);
  await sleep(IDLE_MS);
  const end = { dkp: rssMiB(dkp.pid), bare: rssMiB(bare.pid) };
  // One report: PGlite's report database opens in its worker thread, then closes when idle.
  await runReport(dkp.origin, token);
  const withReport = rssMiB(dkp.pid);
  await sleep(REPORT_IDLE_S * 1000 + IDLE_MS);
  const afterReport = rssMiB(dkp.pid);

  printTable(results, [{ metric: 'rssMiB', label: 'RSS MiB after a round', digits: 0, spread: true }, { metric: 'reqPerSec', label: 'mixed req/s', spread: true }]);
  for (const [name, result] of results) {
    console.log(`${name}: RSS after each round ${result.samples.map((s) => s.rssMiB.toFixed(0)).join(', ')} MiB; statuses ${[...statuses.get(name)!].map(([code, n]) => `${n}× ${code}`).join(', ')}`);
  }
  console.log('');
  const dkpRounds = results.get('DKP (PGlite)')!.samples.map((s) => s.rssMiB);
  printFigure('DKP RSS at idle after its first start (empty data directory)', firstStart, 'MiB', { atMost: GOAL_MIB }, 0);
  printFigure('DKP RSS at idle after start on that data', start.dkp, 'MiB', { atMost: GOAL_MIB }, 0);
  printFigure('DKP first start / start on that data, until listening', first.readyMs / 1000, `/ ${(dkp.readyMs / 1000).toFixed(2)} s`, undefined, 2);
  printFigure('DKP RSS after the sign-in', afterSignIn, 'MiB', undefined, 0);
  printFigure(`DKP RSS after ${total} requests`, dkpRounds.at(-1)!, 'MiB', { atMost: GOAL_MIB }, 0);
  printFigure(`DKP RSS peak over the rounds`, Math.max(...dkpRounds), 'MiB', { atMost: GOAL_MIB }, 0);
  printFigure(`DKP RSS after ${IDLE_MS / 1000} s idle`, end.dkp, 'MiB', { atMost: GOAL_MIB }, 0);
  printFigure('  change since idle after start', end.dkp - start.dkp, `MiB (${(((end.dkp - start.dkp) / start.dkp) * 100).toFixed(1)} %)`, { atMost: start.dkp * 0.1 }, 0);
  printFigure('DKP RSS with the report database open (one report)', withReport, 'MiB', undefined, 0);
  printFigure('DKP RSS after its idle close', afterReport, 'MiB', { atMost: GOAL_MIB }, 0);
  printFigure('bare Fastify RSS at idle after start / after idle', start.bare, `/ ${end.bare.toFixed(0)} MiB`, undefined, 0);
  printFigure('DKP over bare Fastify after idle', end.dkp - end.bare, 'MiB', undefined, 0);
} finally {
  await dkp.close();
  await bare.stop();
  await first.close();
}

/** Runs the seeded report behind /report/history as a browser would: trusted URL, viewer page, query. */
async function runReport(origin: string, token: string): Promise<void> {
  const trusted = await (await fetch(`${origin}/api/dkp-tableau/tableau/trusted/getTrustedUrl?url=${encodeURIComponent('/report/history')}`, { headers: { 'x-access-token': token } })).json() as { url: string };
  const page = await (await fetch(origin + trusted.url)).text();
  const session = /name="dkp-report-session" content="([^"]+)"/.exec(page)?.[1];
  const run = await fetch(`${origin}/api/reports/viewer/run`, {
    method: 'POST', headers: { 'x-report-session': session ?? '', 'content-type': 'application/json' }, body: JSON.stringify({ values: {} }),
  });
  if (run.status !== 200) throw new Error(`the report answered ${run.status}: ${await run.text()}`);
}
