/**
 * One measured run of bench/report-export-memory.ts, in a process of its own so that its
 * resident memory is the export's alone:
 *   <format> <rows> <out>: renderDownload(format) of <rows> generated rows (10 columns: ids,
 *   Chinese names, departments, cities, months, amounts, quantities, dates), in batches of
 *   1,000 as a database cursor gives them, piped to a file.
 * Samples `process.memoryUsage.rss()` every 50 ms, and reads the kernel's peak (VmHWM) at the
 * end; prints one JSON line of figures (MiB, seconds, rows, bytes).
 */
import { createWriteStream, readFileSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { ReportFormat } from '../../shared/reports/downloads.ts';
import type { Cell, ResultColumn } from '../../shared/reports/report-result.ts';
import type { ReportView } from '../../shared/reports/report-view.ts';
import { renderDownload } from '../../server/modules/reports/index.ts';

const MiB = 2 ** 20;
let peak = process.memoryUsage.rss();
const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 50);
const kernelPeak = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;

const BENCH_REPORT_COLUMNS: ResultColumn[] = [
  { name: 'id', type: 'number' }, { name: 'code', type: 'text' }, { name: 'name', type: 'text' }, { name: 'dept', type: 'text' },
  { name: 'city', type: 'text' }, { name: 'month', type: 'date' }, { name: 'amount', type: 'number' }, { name: 'qty', type: 'number' },
  { name: 'note', type: 'text' }, { name: 'born', type: 'date' },
];
const SURNAMES = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳'];
const DEPTS = ['研发部', '市场部', '财务部', '人力资源部', '运营中心', '数据与知识管理部'];
const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安'];
const pad = (n: number) => String(n).padStart(2, '0');

/** `count` generated rows in batches of 1,000 (240 departments × 12 months for the crosstab). */
async function* batches(count: number): AsyncGenerator<Cell[][]> {
  for (let start = 1; start <= count; start += 1000) {
    const batch: Cell[][] = [];
    for (let g = start; g < Math.min(start + 1000, count + 1); g++) {
      batch.push([
        g, `U${String(g).padStart(8, '0')}`, SURNAMES[g % 10]! + GIVEN[Math.floor(g / 10) % 12]!,
        `${DEPTS[g % 6]!}第${(g % 40) + 1}组`, CITIES[g % 8]!, `2024-${pad((g % 12) + 1)}-01`,
        Math.round((g % 100_000) * 137) / 100, g % 500, g % 7 === 0 ? '=1+1 "引号", 逗号' : '备注', `19${60 + (g % 40)}-${pad((g % 12) + 1)}-${pad((g % 28) + 1)}`,
      ]);
    }
    yield batch;
    // A database cursor answers asynchronously: let the event loop (and the sampler) run.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

const VIEW: ReportView = { chart: 'crosstab', rows: ['dept'], columns: ['month'], measure: 'amount', aggregate: 'sum' };

const [format, rowsArg, out] = process.argv.slice(2);
if (!format || !rowsArg || !out) throw new Error('usage: report-export-child.ts <csv|crosstab|workbook> <rows> <out>');
const count = Number(rowsArg);
const baseline = process.memoryUsage.rss();
const started = performance.now();
const download = await renderDownload(format as ReportFormat, {
  title: '导出', locale: 'cn', view: VIEW, columns: BENCH_REPORT_COLUMNS, batches: batches(count), filters: [], generatedAt: new Date(),
});
await pipeline(download.stream, createWriteStream(out));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage.rss());
console.log(JSON.stringify({ baselineMiB: baseline / MiB, rows: count, seconds, bytes: statSync(out).size, peakRssMiB: peak / MiB, kernelPeakMiB: kernelPeak() / MiB }));
