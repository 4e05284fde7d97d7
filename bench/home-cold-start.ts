/**
 * The analysis home's cold start (issue 22): a fresh server on PGlite (an existing data
 * directory, its report database made by a first start), then what the portal does at a
 * sign-in — `POST /api/sys/login` (a staff user, production scrypt cost), the permission
 * fetch, then `GET /api/reports/home` — timed from the sign-in's request to the home's cards
 * answered, and the home's own answer (what the portal's 9 s client limit applies to). With
 * the sign-in's warm-up (`DKP_REPORT_WARM_UP=on`, the default: the report database's worker,
 * ECharts and the SQL parser started in the background, server/modules/reports/warm-up.ts)
 * against without it (`off`: the home's first card starts them); each with the home asked at
 * once after the permissions, and after a pause of `--gap-ms` (default 1000: the browser
 * loading the shell and its other calls, idle time for the server). Interleaved rounds,
 * medians. Both sides make the cards three at a time. Goal: home, on / off after the pause ≤ 0.5.
 * Run: `npm run bench:home-cold-start [-- --rounds N | --gap-ms M | --quick]` (5 rounds after 1 warm-up; a round starts four servers).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchSettings, describeSettings, interleave, printFigure, printRatio, printTable, type Target } from './lib/interleaved.ts';
import { serverCommand, signIn, sleep, startDkp } from './lib/servers.ts';

const settings = benchSettings({ rounds: 5, warmupRounds: 1 });
const gapArg = process.argv.indexOf('--gap-ms');
const GAP_MS = gapArg > 0 ? Number(process.argv[gapArg + 1]) : 1000;
if (!Number.isFinite(GAP_MS) || GAP_MS < 0) throw new Error(`--gap-ms must be a number ≥ 0, got ${process.argv[gapArg + 1]}`);
const STAFF = 'zhangsan';
const CARDS = 3;

console.log(`home cold start: server started as \`${serverCommand().label}\`; pause before the home ${GAP_MS} ms; ${describeSettings(settings, false)}`);

/** One `GET` with the session's token; fails the bench on anything but 200. */
async function get(origin: string, token: string, url: string): Promise<unknown> {
  const res = await fetch(`${origin}${url}`, { headers: { 'x-access-token': token } });
  const body = await res.json() as { result?: unknown };
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return body.result;
}

/** The data directory every round starts on: made by one start whose home created the report database. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'dkp-bench-home-'));
{
  const first = await startDkp({ dataDir });
  try {
    await get(first.origin, await signIn(first.origin, STAFF), '/api/reports/home');
  } finally {
    await first.close();
  }
}

type Figures = { total: number; signIn: number; home: number };

/** A fresh server with the warm-up `on` or `off`; one sign-in and its home `gapMs` after the permissions, in seconds. */
function coldHome(name: string, warmUp: 'on' | 'off', gapMs: number): Target<Figures> {
  return {
    name,
    measure: async () => {
      const server = await startDkp({ dataDir, env: { DKP_REPORT_WARM_UP: warmUp } });
      try {
        const started = performance.now();
        const token = await signIn(server.origin, STAFF);
        const signedIn = performance.now();
        await get(server.origin, token, '/api/sys/permission/getUserPermissionByToken');
        if (gapMs > 0) await sleep(gapMs);
        const homeAsked = performance.now();
        const cards = await get(server.origin, token, '/api/reports/home') as { error: string }[];
        const done = performance.now();
        if (cards.length !== CARDS || cards.some((card) => card.error)) throw new Error(`the home answered ${JSON.stringify(cards).slice(0, 300)}`);
        return { total: (done - started) / 1000, signIn: (signedIn - started) / 1000, home: (done - homeAsked) / 1000 };
      } finally {
        await server.close();
      }
    },
  };
}

try {
  const paused = `after ${GAP_MS} ms`;
  const results = await interleave([
    coldHome('on, at once', 'on', 0), coldHome('off, at once', 'off', 0),
    coldHome(`on, ${paused}`, 'on', GAP_MS), coldHome(`off, ${paused}`, 'off', GAP_MS),
  ], settings);
  printTable(results, [
    { metric: 'total', label: 'sign-in → cards s', digits: 2, spread: true },
    { metric: 'signIn', label: 'sign-in s', digits: 2, spread: true },
    { metric: 'home', label: 'home s', digits: 2, spread: true },
  ]);
  console.log('');
  for (const when of ['at once', paused]) {
    const [on, off] = [`on, ${when}`, `off, ${when}`];
    printFigure(`home ${when}: saved by the warm-up`, results.get(off)!.median.home - results.get(on)!.median.home, 's');
    printRatio(results, on, off, 'signIn', undefined, `sign-in, warm-up on / off (${when})`);
    printRatio(results, on, off, 'total', undefined, `sign-in → home cards, warm-up on / off (${when})`);
    printRatio(results, on, off, 'home', when === paused ? { atMost: 0.5 } : undefined, `home, warm-up on / off (${when})`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
