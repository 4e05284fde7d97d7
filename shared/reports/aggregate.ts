import type { Cell } from './report-result.ts';
import type { Aggregate } from './report-view.ts';

/**
 * The running state of one folded figure: enough to answer any of the five aggregates, so a
 * total folds the raw values again rather than averaging averages. Constant size whatever the
 * number of rows folded into it.
 */
export interface Accumulator {
  /** Rows folded (with or without a value). */
  rows: number;
  /** Values that were numbers (what sum, avg, min and max fold). */
  numbers: number;
  /** Values that were not null (what `count` counts: SQL's COUNT(column)). */
  values: number;
  /** The sum of the numbers, Neumaier-compensated: {@link sumOf} gives it. */
  sum: number;
  compensation: number;
  min: number;
  max: number;
}

/** A fresh accumulator. */
export const emptyAccumulator = (): Accumulator => ({ rows: 0, numbers: 0, values: 0, sum: 0, compensation: 0, min: Infinity, max: -Infinity });

const NUMERAL = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

/**
 * The number a cell holds: a finite number, or a numeral text (a PostgreSQL `numeric` may come
 * as one); anything else (null, a word, a date) is no number.
 */
export function numberOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string' && NUMERAL.test(cell)) return Number(cell);
  return null;
}

/**
 * Adds `n` to the sum with Neumaier's compensation: a million amounts like 1.37 sum to what
 * the database's exact `numeric` sum says, to the last digit a double shows.
 */
function addToSum(acc: Accumulator, n: number): void {
  const t = acc.sum + n;
  acc.compensation += Math.abs(acc.sum) >= Math.abs(n) ? (acc.sum - t) + n : (n - t) + acc.sum;
  acc.sum = t;
}

/** The compensated sum of the numbers folded into `acc`. */
export const sumOf = (acc: Accumulator) => acc.sum + acc.compensation;

/** Folds one row's `value` into `acc` (null counts as a row but as no value, as SQL does). */
export function accumulate(acc: Accumulator, value: Cell): void {
  acc.rows++;
  if (value === null) return;
  acc.values++;
  const n = numberOf(value);
  if (n === null) return;
  acc.numbers++;
  addToSum(acc, n);
  if (n < acc.min) acc.min = n;
  if (n > acc.max) acc.max = n;
}

/** Folds `from` into `into` (the totals of a crosstab, or parallel folds). */
export function mergeAccumulators(into: Accumulator, from: Accumulator): void {
  into.rows += from.rows;
  into.numbers += from.numbers;
  into.values += from.values;
  addToSum(into, from.sum);
  addToSum(into, from.compensation);
  if (from.min < into.min) into.min = from.min;
  if (from.max > into.max) into.max = from.max;
}

/**
 * The figure of `acc` by `aggregate`, with SQL's meaning: `count` counts the non-null values
 * (every row when `countRows`, i.e. COUNT(*) for a view without a measure) and is 0 for none;
 * sum, avg, min and max fold the numbers and are null when there were none.
 */
export function aggregateValue(acc: Accumulator, aggregate: Aggregate, countRows = false): number | null {
  switch (aggregate) {
    case 'count': return countRows ? acc.rows : acc.values;
    case 'sum': return acc.numbers ? sumOf(acc) : null;
    case 'avg': return acc.numbers ? sumOf(acc) / acc.numbers : null;
    case 'min': return acc.numbers ? acc.min : null;
    case 'max': return acc.numbers ? acc.max : null;
  }
}
