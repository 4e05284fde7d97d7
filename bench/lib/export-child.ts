/**
 * One measured run of bench/export-memory.ts, in a process of its own so that its resident
 * memory is the export's alone:
 *   export <pglite dir> <rows> <out.xlsx>: the first <rows> rows of `bench_rows`, through
 *     streamRows → writeXlsx → a file;
 *   verify <file.xlsx>: reads the file back with readXlsxRows and counts its rows.
 * Samples `process.memoryUsage.rss()` every 50 ms, and reads the kernel's peak (VmHWM) at the
 * end; prints one JSON line of figures (MiB, seconds, rows, bytes).
 */
import { createReadStream, createWriteStream, readFileSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { streamRows } from '../../server/db/cursor.ts';
import { openDatabase } from '../../server/db/database.ts';
import { readXlsxRows } from '../../server/lib/spreadsheet/xlsx-reader.ts';
import { writeXlsx, type CellValue, type XlsxColumn } from '../../server/lib/spreadsheet/xlsx-writer.ts';

const MiB = 2 ** 20;
let peak = process.memoryUsage.rss();
const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 50);
/** The kernel's high-water mark of this process's resident set: what the 50 ms sampler might miss. */
const kernelPeak = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;

/** The columns of `bench_rows`, as the back-office kit would describe them. */
const BENCH_COLUMNS: (XlsxColumn & { field: string })[] = [
  { field: 'id', header: '编号', kind: 'integer' },
  { field: 'code', header: '工号' },
  { field: 'name', header: '姓名' },
  { field: 'dept', header: '部门' },
  { field: 'city', header: '城市' },
  { field: 'amount', header: '金额', kind: 'number' },
  { field: 'qty', header: '数量', kind: 'integer' },
  { field: 'active', header: '在职', kind: 'boolean' },
  { field: 'born', header: '出生日期', kind: 'date' },
  { field: 'created_at', header: '创建时间', kind: 'datetime' },
];

async function exportRows(dir: string, count: number, out: string) {
  const database = await openDatabase({ dir });
  await sql`select 1`.execute(database.db);
  const baseline = process.memoryUsage.rss();
  const started = performance.now();
  const query = sql<Record<string, CellValue>>`select * from bench_rows order by id limit ${count}`.compile(database.db);
  let rows = 0;
  async function* cells() {
    for await (const row of streamRows(database, query, 1000)) {
      rows++;
      yield BENCH_COLUMNS.map((c) => row[c.field]);
    }
  }
  await pipeline(writeXlsx({ name: '导出', columns: BENCH_COLUMNS, rows: cells(), timeZone: 'Asia/Shanghai' }), createWriteStream(out));
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  return { baselineMiB: baseline / MiB, rows, seconds, bytes: statSync(out).size };
}

async function verify(file: string) {
  const baseline = process.memoryUsage.rss();
  const started = performance.now();
  let rows = 0;
  let lastId = 0;
  const input = createReadStream(file);
  for await (const row of readXlsxRows(input, { maxRows: 1_048_575, maxBytes: 2 ** 31, maxUnzippedBytes: 2 ** 32 - 1, maxCells: Number.MAX_SAFE_INTEGER })) {
    rows++;
    lastId = Number(row.values['编号']);
  }
  return { baselineMiB: baseline / MiB, rows, lastId, seconds: (performance.now() - started) / 1000, bytes: statSync(file).size };
}

const [mode, ...args] = process.argv.slice(2);
const figures = mode === 'export' ? await exportRows(args[0]!, Number(args[1]), args[2]!)
  : mode === 'verify' ? await verify(args[0]!)
  : (() => { throw new Error('usage: export-child.ts export <dir> <rows> <out> | verify <file>'); })();
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage.rss());
console.log(JSON.stringify({ ...figures, peakRssMiB: peak / MiB, kernelPeakMiB: kernelPeak() / MiB }));
