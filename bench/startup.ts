/**
 * How long the real server takes to start (issue 10): from spawn to its "DKP listening" line,
 * on an existing PGlite data directory and on an empty one (first start: the database is
 * created, migrated and seeded, the seed passwords hashed at production cost), against a bare
 * `node:http` server started the same way (the same node arguments, so tsx's own start-up
 * counts on both sides), and the time PGlite alone needs to create an empty database in a
 * fresh directory (in a fresh process, measured inside it). Interleaved rounds, medians.
 * Goals: existing ≤ 2 s; empty ≤ PGlite create + 2 s.
 * Run: `npm run bench:startup [-- --rounds N | --quick]` (3 rounds by default, no warm-up round: a round takes 30 s or more).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchSettings, describeSettings, interleave, printFigure, printRatio, printTable, valueTarget } from './lib/interleaved.ts';
import { ROOT, serverCommand, startBare, startDkp } from './lib/servers.ts';

// No warm-up round: the first start, which makes the existing data directory, warms the caches.
const settings = benchSettings({ rounds: 3, warmupRounds: 0 });
const run = promisify(execFile);
const fresh = () => mkdtempSync(path.join(tmpdir(), 'dkp-bench-data-'));

console.log(`start-up: server started as \`${serverCommand().label}\`; ${describeSettings(settings, false)}`);

// The existing data directory: made by one first start, then reused by every round.
const existing = fresh();
await (await startDkp({ dataDir: existing })).close();

const seconds = (ms: number) => ms / 1000;
try {
  const results = await interleave([
    valueTarget('bare node:http', async () => {
      const bare = await startBare('http');
      await bare.stop();
      return seconds(bare.readyMs);
    }),
    valueTarget('DKP, existing data', async () => {
      const server = await startDkp({ dataDir: existing });
      await server.close();
      return seconds(server.readyMs);
    }),
    valueTarget('DKP, empty data', async () => {
      const dir = fresh();
      try {
        const server = await startDkp({ dataDir: dir });
        await server.close();
        return seconds(server.readyMs);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }),
    valueTarget('PGlite create (alone)', async () => {
      const dir = fresh();
      try {
        const { stdout } = await run(process.execPath, [path.join(ROOT, 'bench/lib/pglite-create.mjs'), path.join(dir, 'db')], { cwd: ROOT });
        const match = /created in ([\d.]+) ms/.exec(stdout);
        if (!match) throw new Error(`pglite-create said: ${stdout}`);
        return seconds(Number(match[1]));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }),
  ], settings);

  printTable(results, [{ metric: 'value', label: 'seconds', digits: 2, spread: true }]);
  console.log('');
  const median = (name: string) => results.get(name)!.median.value;
  printFigure('DKP start, existing data', median('DKP, existing data'), 's', { atMost: 2 });
  printFigure('DKP start, empty data', median('DKP, empty data'), 's', { atMost: median('PGlite create (alone)') + 2 });
  printFigure('  of which beyond PGlite create', median('DKP, empty data') - median('PGlite create (alone)'), 's', { atMost: 2 });
  printFigure('DKP start, existing data, beyond bare node:http', median('DKP, existing data') - median('bare node:http'), 's');
  printRatio(results, 'DKP, existing data', 'bare node:http', 'value', undefined, 'DKP existing / bare node:http (start time)');
} finally {
  rmSync(existing, { recursive: true, force: true });
}
