/**
 * The one harness every bench uses, so that a figure holds on a noisy machine: targets are
 * measured interleaved (round 1: A B C, round 2: B C A, …; the rotation keeps a drift of the
 * machine from always favouring the target measured first), the first round is a warm-up and
 * is discarded, and each metric is reported as the median over the rounds with its spread.
 * A ratio is always between two medians of the same run.
 *
 * Settings (argv wins over the environment): `--rounds N` / `BENCH_ROUNDS` (5),
 * `--seconds S` / `BENCH_SECONDS` (seconds of load per HTTP target and round, 3),
 * `--connections C` / `BENCH_CONNECTIONS` (10), `--warmup N` / `BENCH_WARMUP` (1),
 * `--quick` (2 rounds of 1 s: to see that a bench runs, not to quote).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

/** How many rounds, and how long and how wide each HTTP measurement is. */
export interface BenchSettings {
  /** Measured rounds; each target is measured once per round. */
  rounds: number;
  /** Rounds run first and discarded (JIT, caches, connection pools). */
  warmupRounds: number;
  /** Seconds of load per HTTP target and round. */
  seconds: number;
  /** Concurrent connections of the load generator. */
  connections: number;
  /** Positional arguments left after the options, for a bench's own settings. */
  positionals: string[];
}

/**
 * Reads the settings from argv and the environment over `defaults` (a bench may change the
 * defaults, e.g. fewer rounds when a round is long).
 */
export function benchSettings(defaults: Partial<Omit<BenchSettings, 'positionals'>> = {}): BenchSettings {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: false,
    options: {
      rounds: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' },
      warmup: { type: 'string' }, quick: { type: 'boolean' },
    },
  });
  const quick = values.quick === true;
  const pick = (flag: unknown, env: string | undefined, fallback: number, name: string) => {
    const text = typeof flag === 'string' ? flag : env;
    if (text === undefined || text === '') return fallback;
    const n = Number(text);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number ≥ 0, got '${text}'`);
    return n;
  };
  return {
    rounds: Math.max(1, Math.round(pick(values.rounds, process.env.BENCH_ROUNDS, quick ? 2 : defaults.rounds ?? 5, 'rounds'))),
    warmupRounds: Math.round(pick(values.warmup, process.env.BENCH_WARMUP, defaults.warmupRounds ?? 1, 'warmup')),
    seconds: pick(values.seconds, process.env.BENCH_SECONDS, quick ? 1 : defaults.seconds ?? 3, 'seconds'),
    connections: Math.max(1, Math.round(pick(values.connections, process.env.BENCH_CONNECTIONS, defaults.connections ?? 10, 'connections'))),
    positionals,
  };
}

/** Named figures of one measurement, e.g. `{ reqPerSec: 10400, p99Ms: 2.1 }`. */
export type Metrics = Record<string, number>;

/** Which round a measurement belongs to. */
export interface RoundInfo {
  /** 0-based index among the measured rounds; negative for warm-up rounds. */
  round: number;
  warmup: boolean;
}

/** Something measured once per round. */
export interface Target<M extends Metrics = Metrics> {
  name: string;
  measure: (info: RoundInfo) => Promise<M>;
}

/** What the rounds gave for one target: every measured round, and the median of each metric. */
export interface TargetResult<M extends Metrics = Metrics> {
  name: string;
  samples: M[];
  median: M;
}

/** Results by target name, in the order the targets were given. */
export type Results<M extends Metrics = Metrics> = Map<string, TargetResult<M>>;

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The `q` quantile (0–1) of `values`, nearest rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * Measures every target once per round, interleaved and rotated, after `warmupRounds`
 * discarded rounds; returns every measured sample and the per-metric medians. Logs one
 * line per round to stderr so a long run shows progress (`quiet` stops it).
 */
export async function interleave<M extends Metrics>(
  targets: Target<M>[],
  { rounds, warmupRounds }: Pick<BenchSettings, 'rounds' | 'warmupRounds'>,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<Results<M>> {
  const samples = new Map<string, M[]>(targets.map((t) => [t.name, []]));
  for (let r = -warmupRounds; r < rounds; r++) {
    const shift = ((r % targets.length) + targets.length) % targets.length;
    const order = [...targets.slice(shift), ...targets.slice(0, shift)];
    const started = performance.now();
    for (const target of order) {
      const m = await target.measure({ round: r, warmup: r < 0 });
      if (r >= 0) samples.get(target.name)!.push(m);
    }
    if (!quiet) {
      const label = r < 0 ? `warm-up ${r + warmupRounds + 1}/${warmupRounds}` : `round ${r + 1}/${rounds}`;
      process.stderr.write(`  ${label} done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    }
  }
  const results: Results<M> = new Map();
  for (const target of targets) {
    const list = samples.get(target.name)!;
    const keys = Object.keys(list[0] ?? {});
    const med = Object.fromEntries(keys.map((k) => [k, median(list.map((s) => s[k]!))])) as M;
    results.set(target.name, { name: target.name, samples: list, median: med });
  }
  return results;
}

/** What an HTTP target's round reports. */
export interface HttpMetrics extends Metrics {
  /** Responses per second over the round. */
  reqPerSec: number;
  /** Latency percentiles, milliseconds. */
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts, plus responses of another status than expected. */
  errors: number;
  /** CPU time of the server process per response, microseconds (with `serverPid`, on Linux; else NaN). */
  serverCpuUs: number;
}

/** One HTTP request of a target. */
export interface HttpRequestSpec {
  /** Absolute URL. */
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The status every response must have; another one counts as an error (default 200). */
  status?: number;
  /**
   * The server's process: its CPU time over the round (from `/proc/<pid>/stat`) divided by the
   * responses is `serverCpuUs`, what the server spent per request whatever the load generator
   * (one thread, in this process) could take.
   */
  serverPid?: number;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** User plus system CPU time of process `pid` in microseconds, or NaN where `/proc` is not there. */
function processCpuUs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // Fields 14 and 15 (utime, stime), counted after the command name's closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1e6;
  } catch {
    return Number.NaN;
  }
}

/**
 * A target loaded by autocannon for `settings.seconds` with `settings.connections`
 * connections (no pipelining). A round whose responses are not all of the expected status
 * throws, so a bench cannot quietly measure a stream of 401s.
 */
export function httpTarget(name: string, request: HttpRequestSpec, settings: Pick<BenchSettings, 'seconds' | 'connections'>): Target<HttpMetrics> {
  return {
    name,
    async measure({ warmup }) {
      const cpuBefore = processCpuUs(request.serverPid);
      const result = await autocannon({
        url: request.url,
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        connections: settings.connections,
        // A warm-up round need not be as long as a measured one.
        duration: warmup ? Math.min(settings.seconds, 2) : settings.seconds,
      });
      const expected = request.status ?? 200;
      const total = result.requests.total;
      const unexpected = expected >= 200 && expected < 300 ? result.non2xx : total - (result.statusCodeStats?.[`${expected}`]?.count ?? 0);
      const errors = result.errors + result.timeouts + unexpected;
      if (unexpected > 0 || total === 0) {
        throw new Error(`${name}: ${unexpected} of ${total} responses were not ${expected} (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`);
      }
      const serverCpuUs = (processCpuUs(request.serverPid) - cpuBefore) / total;
      return { reqPerSec: total / result.duration, p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors, serverCpuUs };
    },
  };
}

/**
 * A target that calls `call` in `settings.connections` concurrent lanes for `settings.seconds`
 * (e.g. Fastify's `inject`, to measure the app without the network); `call` throws on a
 * wrong answer. Reports like {@link httpTarget}, latencies measured per call.
 */
export function loopTarget(name: string, call: () => Promise<void>, settings: Pick<BenchSettings, 'seconds' | 'connections'>): Target<HttpMetrics> {
  return {
    name,
    async measure({ warmup }) {
      const seconds = warmup ? Math.min(settings.seconds, 2) : settings.seconds;
      const latencies: number[] = [];
      const started = performance.now();
      const end = started + seconds * 1000;
      await Promise.all(Array.from({ length: settings.connections }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          await call();
          latencies.push(performance.now() - t);
        }
      }));
      const elapsed = (performance.now() - started) / 1000;
      return { reqPerSec: latencies.length / elapsed, p50Ms: quantile(latencies, 0.5), p99Ms: quantile(latencies, 0.99), errors: 0, serverCpuUs: Number.NaN };
    },
  };
}

/** A target that is one number per round (a start-up time, an RSS, …). */
export function valueTarget(name: string, measure: (info: RoundInfo) => Promise<number>): Target<{ value: number }> {
  return { name, measure: async (info) => ({ value: await measure(info) }) };
}

/** A column of {@link printTable}: a metric's median, with the spread over rounds when asked. */
export interface Column {
  metric: string;
  label: string;
  digits?: number;
  /** Also print min–max over the rounds. */
  spread?: boolean;
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/** Prints one row per target: its name and the median of each column (medians over the rounds). */
export function printTable(results: Results, columns: Column[], title?: string): void {
  const header = ['target', ...columns.map((c) => c.label)];
  const rows = [...results.values()].map((r) => [r.name, ...columns.map((c) => {
    const text = fmt(r.median[c.metric] ?? Number.NaN, c.digits);
    if (!c.spread) return text;
    const values = r.samples.map((s) => s[c.metric]!);
    return `${text} (${fmt(Math.min(...values), c.digits)}–${fmt(Math.max(...values), c.digits)})`;
  })]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  if (title) console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** A goal a figure is held to: at least or at most a value. */
export type Goal = { atLeast: number } | { atMost: number };

/** `value` against `goal`: '(goal ≥ 0.5, met)'; empty without a goal. */
export function goalText(value: number, goal?: Goal, digits = 2): string {
  if (!goal) return '';
  const [sign, bound, met] = 'atLeast' in goal ? ['≥', goal.atLeast, value >= goal.atLeast] : ['≤', goal.atMost, value <= goal.atMost];
  return ` (goal ${sign} ${fmt(bound, digits)}, ${met ? 'met' : 'NOT met'})`;
}

/**
 * The ratio of two targets' medians of `metric`, printed as
 * `ratio getUserIp / bare Fastify (reqPerSec): 0.62 (goal ≥ 0.50, met)` (`label` replaces
 * everything before the colon); returns it.
 */
export function printRatio(results: Results, numerator: string, denominator: string, metric: string, goal?: Goal, label?: string): number {
  const a = results.get(numerator)?.median[metric];
  const b = results.get(denominator)?.median[metric];
  if (a === undefined || b === undefined) throw new Error(`no results for ${numerator} or ${denominator}`);
  const value = a / b;
  console.log(`ratio ${label ?? `${numerator} / ${denominator} (${metric})`}: ${fmt(value, 2)}${goalText(value, goal)}`);
  return value;
}

/** Prints a figure with its unit and goal: `DKP start, existing data: 1.42 s (goal ≤ 2.00, met)`. */
export function printFigure(label: string, value: number, unit: string, goal?: Goal, digits = 2): void {
  console.log(`${label}: ${fmt(value, digits)} ${unit}${goalText(value, goal, digits)}`);
}

/** One line saying how the figures were taken, for the top of a bench's output. */
export function describeSettings(s: BenchSettings, http = true): string {
  const load = http ? `, ${s.seconds} s × ${s.connections} connections per target and round (autocannon)` : '';
  return `${s.rounds} rounds interleaved after ${s.warmupRounds} warm-up${load}; medians over the rounds (min–max in brackets); Node ${process.version}, ${process.env.UV_THREADPOOL_SIZE ?? 4} libuv threads`;
}
