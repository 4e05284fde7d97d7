/**
 * Memory of a spreadsheet export (issue 11): a PGlite table of 1,000,000 rows of 10 columns
 * (ids, Chinese names, departments, amounts, dates, times) in a temporary directory, exported
 * through streamRows → writeXlsx → a file, the first 100,000 rows and all 1,000,000, each in
 * a child process of its own (bench/lib/export-child.ts) so that its resident memory is the
 * export's alone: peak RSS sampled every 50 ms (and the kernel's VmHWM), rows/s, file size.
 * Then the 1,000,000-row file is read back with readXlsxRows (its rows counted) to show it
 * opens. Goal: peak RSS at 1M / at 100k ≤ 1.2 (memory does not grow with the rows).
 * Run: `npm run bench:export-memory [-- --rows N --rounds R | --quick]` (1 round by default,
 * no warm-up: each run is a fresh process; `--quick`: 100,000 rows against 10,000).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database.ts';
import { benchSettings, describeSettings, interleave, printFigure, printRatio, printTable, type Target } from './lib/interleaved.ts';
import { ROOT } from './lib/servers.ts';

const settings = benchSettings({ rounds: 1, warmupRounds: 0 });
const { values } = parseArgs({ args: process.argv.slice(2), strict: false, options: { rows: { type: 'string' }, quick: { type: 'boolean' } } });
const total = Number(typeof values.rows === 'string' ? values.rows : values.quick ? 100_000 : 1_000_000);
const part = Math.round(total / 10);
const run = promisify(execFile);
const CHILD = path.join(ROOT, 'bench/lib/export-child.ts');

type Figures = { peakRssMiB: number; kernelPeakMiB: number; baselineMiB: number; seconds: number; rows: number; bytes: number; lastId?: number };

async function child(...args: string[]): Promise<Figures> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD, ...args], { cwd: ROOT, maxBuffer: 16 * 2 ** 20 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Figures;
}

console.log(`export memory: ${total.toLocaleString('en')} and ${part.toLocaleString('en')} rows × 10 columns, PGlite → streamRows → writeXlsx → file, each export in its own process; ${describeSettings(settings, false)}`);
const dir = mkdtempSync(path.join(tmpdir(), 'dkp-bench-export-'));
try {
  const fillStarted = performance.now();
  const database = await openDatabase({ dir: path.join(dir, 'pglite') });
  await sql`create table bench_rows (
    id bigint primary key, code text not null, name text not null, dept text not null, city text not null,
    amount numeric(12, 2) not null, qty integer not null, active boolean not null, born date not null, created_at timestamptz not null)`.execute(database.db);
  await sql`insert into bench_rows
    select g, 'U' || lpad(g::text, 8, '0'),
      (array['张','王','李','赵','刘','陈','杨','黄','周','吴'])[1 + g % 10] || (array['伟','芳','娜','敏','静','丽','强','磊','军','洋','勇','艳'])[1 + (g / 10) % 12] || (array['','华','明','杰','婷'])[1 + (g / 120) % 5],
      (array['研发部','市场部','财务部','人力资源部','运营中心','数据与知识管理部'])[1 + g % 6] || '第' || (g % 40 + 1) || '组',
      (array['北京','上海','广州','深圳','杭州','成都','武汉','西安'])[1 + g % 8],
      round((g % 100000) * 1.37, 2), g % 500, g % 3 <> 0,
      date '1960-01-01' + (g % 20000), timestamptz '2024-01-01 08:00:00+08' + g * interval '37 seconds'
    from generate_series(1, ${total}) g`.execute(database.db);
  await database.close();
  printFigure('fill (PGlite, insert … select from generate_series)', (performance.now() - fillStarted) / 1000, 's', undefined, 1);

  const files = { small: path.join(dir, 'part.xlsx'), large: path.join(dir, 'all.xlsx') };
  const target = (name: string, rows: number, file: string): Target<Figures & Record<string, number>> => ({
    name,
    async measure() {
      const f = await child('export', path.join(dir, 'pglite'), String(rows), file);
      return { ...f, rowsPerSec: f.rows / f.seconds, fileMiB: f.bytes / 2 ** 20, growthMiB: f.peakRssMiB - f.baselineMiB };
    },
  });
  const smallName = `first ${part.toLocaleString('en')} rows`;
  const largeName = `all ${total.toLocaleString('en')} rows`;
  const results = await interleave([target(smallName, part, files.small), target(largeName, total, files.large)], settings);
  printTable(results, [
    { metric: 'peakRssMiB', label: 'peak RSS MiB', digits: 0, spread: true },
    { metric: 'kernelPeakMiB', label: 'VmHWM MiB', digits: 0 },
    { metric: 'baselineMiB', label: 'RSS before MiB', digits: 0 },
    { metric: 'growthMiB', label: 'export growth MiB', digits: 0 },
    { metric: 'seconds', label: 's', digits: 1 },
    { metric: 'rowsPerSec', label: 'rows/s', digits: 0 },
    { metric: 'fileMiB', label: 'file MiB', digits: 1 },
  ]);
  console.log('');
  printRatio(results, largeName, smallName, 'peakRssMiB', { atMost: 1.2 }, `peak RSS, ${largeName} / ${smallName}`);
  printRatio(results, largeName, smallName, 'kernelPeakMiB', { atMost: 1.2 }, `VmHWM, ${largeName} / ${smallName}`);

  const check = await child('verify', files.large);
  printFigure(`read back with readXlsxRows: ${check.rows.toLocaleString('en')} rows (last id ${check.lastId}) of ${(check.bytes / 2 ** 20).toFixed(1)} MiB in`, check.seconds, `s, peak RSS ${check.peakRssMiB.toFixed(0)} MiB`, undefined, 1);
  if (check.rows !== total || check.lastId !== total) console.log(`  NOT the ${total} rows written`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
