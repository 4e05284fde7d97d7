/**
 * The image download of a report (issue 12) against the browser way of making it: our
 * `renderDownload('png')` (fold, ECharts server-side SVG, text as outlines of the CJK font,
 * resvg) of a bar chart of 6 departments × 12 months folded from 2,880 rows, against Debian's
 * headless Chromium (one browser launched once, outside the timing) drawing the same ECharts
 * option — the canvas renderer, the same 1200 × 675 size and font — and taking a PNG
 * screenshot: in a fresh page per image (ECharts served from memory through a route), as an
 * exporter does, and, Chromium's best case, in one warm page that keeps ECharts loaded and
 * only sets the option again. All run one image at a time, interleaved in rounds; the figure
 * is the median time per image. Goal: ours / Chromium's page per image ≤ 0.2.
 * Run: `npm run bench:report-png [-- --rounds N --seconds S | --quick]`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import { chartOption } from '../shared/reports/chart-option.ts';
import { foldReport } from '../shared/reports/report-fold.ts';
import type { Cell, ResultColumn } from '../shared/reports/report-result.ts';
import type { ReportView } from '../shared/reports/report-view.ts';
import { cjkFont, PICTURE_SIZE, renderDownload } from '../server/modules/reports/index.ts';
import { benchSettings, describeSettings, interleave, loopTarget, printFigure, printRatio, printTable } from './lib/interleaved.ts';

const settings = benchSettings({ rounds: 5, seconds: 5 });
const COLUMNS: ResultColumn[] = [{ name: 'dept', type: 'text' }, { name: 'month', type: 'text' }, { name: 'n', type: 'number' }];
const DEPTS = ['研发部', '市场部', '财务部', '人力资源部', '运营中心', '数据与知识管理部'];
const ROWS: Cell[][] = Array.from({ length: 2880 }, (_, g) => [DEPTS[g % 6]!, `2024-${String((Math.floor(g / 6) % 12) + 1).padStart(2, '0')}`, (g * 37) % 101]);
const VIEW: ReportView = {
  chart: 'bar', dimension: 'dept', series: 'month', measure: 'n', aggregate: 'sum',
  labels: { dept: { cn: '部门', en: 'Department', tc: '部門' }, n: { cn: '报名人数', en: 'Enrolments', tc: '報名人數' } },
};
const TITLE = '各部门每月报名人数';
const SUBTITLE = '筛选条件：年份 = 2024';
const batches = async function* () { for (let i = 0; i < ROWS.length; i += 1000) yield ROWS.slice(i, i + 1000); };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const checkPng = (bytes: Buffer) => {
  if (!bytes.subarray(0, 4).equals(PNG) || bytes.length < 5000) throw new Error(`not a PNG of a chart (${bytes.length} bytes)`);
};

async function ours(): Promise<void> {
  const download = await renderDownload('png', { title: TITLE, locale: 'cn', view: VIEW, columns: COLUMNS, batches: batches(), filters: [{ label: '年份', value: '2024' }], generatedAt: new Date() });
  const chunks: Buffer[] = [];
  for await (const chunk of download.stream) chunks.push(chunk as Buffer);
  checkPng(Buffer.concat(chunks));
}

// The same option the server draws, as JSON (its tooltip formatter does not draw).
const folded = await foldReport(VIEW, COLUMNS, batches());
const option = JSON.parse(JSON.stringify({
  ...chartOption({ folded, view: VIEW, locale: 'cn', title: TITLE, subtitle: SUBTITLE }),
  animation: false, backgroundColor: '#ffffff', textStyle: { fontFamily: cjkFont().family },
}));
const echartsScript = readFileSync(createRequire(import.meta.url).resolve('echarts/dist/echarts.min.js'), 'utf8');
const page = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0}</style>
<script src="https://bench.invalid/echarts.min.js"></script></head>
<body><div id="chart" style="width:${PICTURE_SIZE.width}px;height:${PICTURE_SIZE.height}px"></div></body></html>`;

const launchStarted = performance.now();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const launchMs = performance.now() - launchStarted;
const context = await browser.newContext({ viewport: { width: PICTURE_SIZE.width, height: PICTURE_SIZE.height }, deviceScaleFactor: 1 });
await context.route('https://bench.invalid/echarts.min.js', (route) => route.fulfill({ body: echartsScript, contentType: 'text/javascript' }));

async function viaChromium(): Promise<void> {
  const tab = await context.newPage();
  try {
    await tab.setContent(page, { waitUntil: 'load' });
    await tab.evaluate((opt) => {
      const chart = (globalThis as unknown as { echarts: { init: (el: Element) => { setOption: (o: unknown) => void } } }).echarts.init(document.getElementById('chart')!);
      chart.setOption(opt);
    }, option);
    checkPng(await tab.screenshot({ type: 'png', clip: { x: 0, y: 0, width: PICTURE_SIZE.width, height: PICTURE_SIZE.height } }));
  } finally {
    await tab.close();
  }
}

const warm = await context.newPage();
await warm.setContent(page, { waitUntil: 'load' });
async function viaWarmChromium(): Promise<void> {
  await warm.evaluate((opt) => {
    type Chart = { setOption: (o: unknown, notMerge: boolean) => void };
    const g = globalThis as unknown as { echarts: { init: (el: Element) => Chart }; benchChart?: Chart };
    g.benchChart ??= g.echarts.init(document.getElementById('chart')!);
    g.benchChart.setOption(opt, true);
  }, option);
  checkPng(await warm.screenshot({ type: 'png', clip: { x: 0, y: 0, width: PICTURE_SIZE.width, height: PICTURE_SIZE.height } }));
}

console.log(`report png: a bar chart (6 departments × 12 months from ${ROWS.length.toLocaleString('en')} rows, ${PICTURE_SIZE.width} × ${PICTURE_SIZE.height}), one image at a time; ${describeSettings(settings, false)}`);
try {
  const loop = { seconds: settings.seconds, connections: 1 };
  const results = await interleave([
    loopTarget('renderDownload png (ECharts SSR + resvg)', ours, loop),
    loopTarget('headless Chromium screenshot (page per image)', viaChromium, loop),
    loopTarget('headless Chromium screenshot (one warm page)', viaWarmChromium, loop),
  ], settings);
  printTable(results, [
    { metric: 'p50Ms', label: 'p50 ms', digits: 1, spread: true },
    { metric: 'p99Ms', label: 'p99 ms', digits: 1 },
    { metric: 'reqPerSec', label: 'images/s', digits: 1 },
  ]);
  console.log('');
  printFigure('Chromium launch (once, not in its figures)', launchMs, 'ms', undefined, 0);
  printRatio(results, 'renderDownload png (ECharts SSR + resvg)', 'headless Chromium screenshot (page per image)', 'p50Ms', { atMost: 0.2 }, 'p50 ours / Chromium, page per image');
  printRatio(results, 'renderDownload png (ECharts SSR + resvg)', 'headless Chromium screenshot (one warm page)', 'p50Ms', undefined, 'p50 ours / Chromium, one warm page');
} finally {
  await browser.close();
}
