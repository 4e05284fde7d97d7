/**
 * Memory of the report downloads that stream (issue 12): a CSV of every row and an XLSX
 * crosstab folded from every row (240 departments × 12 months, sum of amounts), of the first
 * 100,000 and of 1,000,000 generated rows (10 columns, batches of 1,000 as a database cursor
 * gives them), each export in a child process of its own (bench/lib/report-export-child.ts):
 * peak RSS sampled every 50 ms and the kernel's VmHWM, rows/s, file size.
 * Goal: peak RSS at 1M / at 100k ≤ 1.2 for each format (memory does not grow with the rows).
 * Run: `npm run bench:report-export-memory [-- --rows N --rounds R | --quick]` (1 round by
 * default, no warm-up: each run is a fresh process; `--quick`: 100,000 rows against 10,000).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { benchSettings, describeSettings, interleave, printRatio, printTable, type Target } from './lib/interleaved.ts';
import { ROOT } from './lib/servers.ts';

const settings = benchSettings({ rounds: 1, warmupRounds: 0 });
const { values } = parseArgs({ args: process.argv.slice(2), strict: false, options: { rows: { type: 'string' }, quick: { type: 'boolean' } } });
const total = Number(typeof values.rows === 'string' ? values.rows : values.quick ? 100_000 : 1_000_000);
const part = Math.round(total / 10);
const run = promisify(execFile);
const CHILD = path.join(ROOT, 'bench/lib/report-export-child.ts');

type Figures = { peakRssMiB: number; kernelPeakMiB: number; baselineMiB: number; seconds: number; rows: number; bytes: number };

async function child(...args: string[]): Promise<Figures> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD, ...args], { cwd: ROOT, maxBuffer: 16 * 2 ** 20 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Figures;
}

console.log(`report export memory: csv and crosstab of ${part.toLocaleString('en')} and ${total.toLocaleString('en')} generated rows × 10 columns, renderDownload → file, each export in its own process; ${describeSettings(settings, false)}`);
const dir = mkdtempSync(path.join(tmpdir(), 'dkp-bench-report-export-'));
try {
  const name = (format: string, rows: number) => `${format} ${rows.toLocaleString('en')} rows`;
  const target = (format: 'csv' | 'crosstab', rows: number): Target<Figures & Record<string, number>> => ({
    name: name(format, rows),
    async measure() {
      const f = await child(format, String(rows), path.join(dir, `${format}-${rows}.${format === 'csv' ? 'csv' : 'xlsx'}`));
      return { ...f, rowsPerSec: f.rows / f.seconds, fileMiB: f.bytes / 2 ** 20, growthMiB: f.peakRssMiB - f.baselineMiB };
    },
  });
  const results = await interleave([target('csv', part), target('csv', total), target('crosstab', part), target('crosstab', total)], settings);
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
  for (const format of ['csv', 'crosstab']) {
    printRatio(results, name(format, total), name(format, part), 'peakRssMiB', { atMost: 1.2 }, `peak RSS, ${name(format, total)} / ${name(format, part)}`);
    printRatio(results, name(format, total), name(format, part), 'kernelPeakMiB', { atMost: 1.2 }, `VmHWM, ${name(format, total)} / ${name(format, part)}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
