import { accumulate, aggregateValue, emptyAccumulator, mergeAccumulators, type Accumulator } from './aggregate.ts';
import type { Cell, ResultColumn } from './report-result.ts';
import type { Aggregate } from './report-view.ts';

/**
 * What a crosstab folds: result columns down the side (`rows`) and across (`columns`), and the
 * `measure` folded by `aggregate` in each cell; without a measure each cell counts its rows.
 * A bar, line or pie chart is the crosstab of its dimension by its series; a KPI is the
 * crosstab of nothing by nothing (its grand total).
 */
export interface CrosstabSpec {
  rows: string[];
  columns: string[];
  measure: string | null;
  aggregate: Aggregate;
}

/** The values of a row or column header, one per name of the side; `others` holds every key past the limit. */
export interface CrosstabKey {
  values: Cell[];
  others?: true;
}

/** A folded crosstab: what a crosstab, a chart's figures and a KPI are drawn from. */
export interface CrosstabModel {
  spec: CrosstabSpec;
  /** Row and column headers in the order the rows first gave them (the report's SQL orders them). */
  rowKeys: CrosstabKey[];
  columnKeys: CrosstabKey[];
  /** `cells[r][c]`: the figure of row key r and column key c, null when no row fell there (or no number did). */
  cells: (number | null)[][];
  rowTotals: (number | null)[];
  columnTotals: (number | null)[];
  grandTotal: number | null;
  /** Rows folded. */
  rows: number;
}

/** Distinct keys a fold keeps before it folds the rest into one "others" key: memory follows these, never the rows. */
export interface FoldLimits {
  maxRowKeys: number;
  maxColumnKeys: number;
}

export const DEFAULT_FOLD_LIMITS: FoldLimits = { maxRowKeys: 10_000, maxColumnKeys: 200 };

/** A view names a column its result does not have, or lacks one its chart needs. */
export class ReportViewError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportViewError';
  }
}

/** The index of result column `name`; throws a {@link ReportViewError} naming it when the result has none. */
export function columnIndex(columns: readonly ResultColumn[], name: string, role: string): number {
  const index = columns.findIndex((c) => c.name === name);
  if (index < 0) throw new ReportViewError(`the view's ${role} '${name}' is not a column of the report's result`);
  return index;
}

// One side's key of a row: the cell itself for one name (a Map tells 1 from '1' and keeps
// null), a text joining the typed values for several.
type KeyOf = (row: readonly Cell[]) => unknown;
const encode = (cell: Cell) => (cell === null ? '\u0000' : typeof cell === 'number' ? `n${cell}` : `s${cell}`);

function keyFunction(indexes: number[]): KeyOf {
  if (indexes.length === 0) return () => 0;
  if (indexes.length === 1) {
    const i = indexes[0]!;
    return (row) => row[i] ?? null;
  }
  return (row) => indexes.map((i) => encode(row[i] ?? null)).join('\u001f');
}

/** One side (rows or columns) of a fold: its keys in first-seen order, up to a limit, then "others". */
class Side {
  readonly keys: CrosstabKey[] = [];
  private readonly index = new Map<unknown, number>();
  private othersIndex = -1;
  private readonly keyOf: KeyOf;

  constructor(private readonly indexes: number[], private readonly limit: number) {
    this.keyOf = keyFunction(indexes);
  }

  /** The index of `row`'s key on this side, adding it (or the others key) when new. */
  indexOf(row: readonly Cell[]): number {
    const key = this.keyOf(row);
    const known = this.index.get(key);
    if (known !== undefined) return known;
    if (this.keys.length - (this.othersIndex >= 0 ? 1 : 0) < this.limit) {
      this.keys.push({ values: this.indexes.map((i) => row[i] ?? null) });
      this.index.set(key, this.keys.length - 1);
      return this.keys.length - 1;
    }
    if (this.othersIndex < 0) {
      this.keys.push({ values: this.indexes.map(() => null), others: true });
      this.othersIndex = this.keys.length - 1;
    }
    return this.othersIndex;
  }
}

/**
 * Folds rows batch by batch into a crosstab. Memory is proportional to the distinct keys
 * (bounded by `limits`), never to the rows: a million rows of twelve months by six
 * departments hold 72 accumulators. Each row touches one accumulator; the totals are folded
 * from the cells' accumulators at the end (so an average total is the average of the rows,
 * not of the cells).
 */
export class CrosstabFold {
  private readonly rowSide: Side;
  private readonly columnSide: Side;
  private readonly measureIndex: number;
  private readonly cells: (Accumulator | undefined)[][] = [];
  private rowCount = 0;

  /** The spec folded; without a measure its aggregate is `count` (of rows), whatever was asked. */
  readonly spec: CrosstabSpec;

  constructor(spec: CrosstabSpec, columns: readonly ResultColumn[], limits: FoldLimits = DEFAULT_FOLD_LIMITS) {
    this.spec = spec.measure === null ? { ...spec, aggregate: 'count' } : spec;
    this.rowSide = new Side(spec.rows.map((n) => columnIndex(columns, n, 'row')), Math.max(1, limits.maxRowKeys));
    this.columnSide = new Side(spec.columns.map((n) => columnIndex(columns, n, 'column')), Math.max(1, limits.maxColumnKeys));
    this.measureIndex = spec.measure === null ? -1 : columnIndex(columns, spec.measure, 'measure');
  }

  /** Folds a batch of rows (each in the result's column order). */
  add(batch: readonly (readonly Cell[])[]): void {
    const m = this.measureIndex;
    for (const row of batch) {
      const r = this.rowSide.indexOf(row);
      const c = this.columnSide.indexOf(row);
      const line = (this.cells[r] ??= []);
      accumulate((line[c] ??= emptyAccumulator()), m < 0 ? null : row[m] ?? null);
    }
    this.rowCount += batch.length;
  }

  /** The crosstab folded so far. */
  result(): CrosstabModel {
    const { aggregate, measure } = this.spec;
    const countRows = measure === null;
    const figure = (acc: Accumulator | undefined) => (acc ? aggregateValue(acc, aggregate, countRows) : null);
    const rowKeys = this.rowSide.keys;
    const columnKeys = this.columnSide.keys;
    const rowAcc = rowKeys.map(() => emptyAccumulator());
    const columnAcc = columnKeys.map(() => emptyAccumulator());
    const grand = emptyAccumulator();
    const cells = rowKeys.map((_, r) => columnKeys.map((__, c) => {
      const acc = this.cells[r]?.[c];
      if (acc) {
        mergeAccumulators(rowAcc[r]!, acc);
        mergeAccumulators(columnAcc[c]!, acc);
        mergeAccumulators(grand, acc);
      }
      return figure(acc);
    }));
    return {
      spec: this.spec,
      rowKeys,
      columnKeys,
      cells,
      rowTotals: rowAcc.map((acc) => (acc.rows ? figure(acc) : null)),
      columnTotals: columnAcc.map((acc) => (acc.rows ? figure(acc) : null)),
      // No row at all: a count is 0, any other aggregate has no figure.
      grandTotal: aggregateValue(grand, aggregate, countRows),
      rows: this.rowCount,
    };
  }
}
