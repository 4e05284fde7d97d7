/**
 * The analysis home's cold start (issue 22): a fresh server on PGlite (an existing data
 * directory, its report database made by a first start), then what the portal does at a
 * sign-in — `POST /api/sys/login` (a staff user, production scrypt cost), the permission
 * fetch, then `GET /api/reports/home` — timed from the sign-in's request to the home's cards
 * answered. With the sign-in's warm-up (`DKP_REPORT_WARM_UP=on`, the default: the report
 * database's worker and ECharts started in the background, server/modules/reports/warm-up.ts)
 * against without it (`off`: the home's first card starts them), interleaved rounds, medians.
 * Both sides make the cards three at a time. Goal: with / without ≤ 0.7.
 * Run: `npm run bench:home-cold-start [-- --rounds N | --quick]` (5 rounds after 1 warm-up; a round starts two servers).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchSettings, describeSettings, interleave, printFigure, printRatio, printTable, type Target } from './lib/interleaved.ts';
import { serverCommand, signIn, startDkp } from './lib/servers.ts';

const settings = benchSettings({ rounds: 5, warmupRounds: 1 });
const STAFF = 'zhangsan';
const CARDS = 3;

console.log(`home cold start: server started as \`${serverCommand().label}\`; ${describeSettings(settings, false)}`);

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

/** A fresh server with the warm-up `on` or `off`; one sign-in and its home, in seconds. */
function coldHome(name: string, warmUp: 'on' | 'off'): Target<Figures> {
  return {
    name,
    measure: async () => {
      const server = await startDkp({ dataDir, env: { DKP_REPORT_WARM_UP: warmUp } });
      try {
        const started = performance.now();
        const token = await signIn(server.origin, STAFF);
        const signedIn = performance.now();
        await get(server.origin, token, '/api/sys/permission/getUserPermissionByToken');
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
  const results = await interleave([coldHome('warm-up on', 'on'), coldHome('warm-up off', 'off')], settings);
  printTable(results, [
    { metric: 'total', label: 'sign-in → cards s', digits: 2, spread: true },
    { metric: 'signIn', label: 'sign-in s', digits: 2, spread: true },
    { metric: 'home', label: 'home s', digits: 2, spread: true },
  ]);
  console.log('');
  printFigure('saved per sign-in on a fresh server', results.get('warm-up off')!.median.total - results.get('warm-up on')!.median.total, 's');
  printRatio(results, 'warm-up on', 'warm-up off', 'signIn', undefined, 'sign-in, warm-up on / off');
  printRatio(results, 'warm-up on', 'warm-up off', 'total', { atMost: 0.7 }, 'sign-in → home cards, warm-up on / off');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
