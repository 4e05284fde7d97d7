import { numberOf } from './aggregate.ts';
import { columnIndex } from './crosstab-fold.ts';
import type { Cell, ResultColumn } from './report-result.ts';

/** A scatter chart's points: x from the dimension, y from the measure, grouped by the series. */
export interface ScatterModel {
  x: string;
  y: string;
  series: string | null;
  /** The series' values in first-seen order (one null entry without a series). */
  seriesKeys: Cell[];
  /** `[x, y, index into seriesKeys]`, at most the fold's `maxPoints`: a uniform sample when more rows had both numbers. */
  points: [number, number, number][];
  /** Rows whose x and y were both numbers (the sample's population). */
  total: number;
  rows: number;
}

/** The first rows of a table view, in the view's columns. */
export interface TableModel {
  columns: ResultColumn[];
  rows: Cell[][];
  /** Rows the result had. */
  total: number;
}

/** The points a scatter keeps by default: enough to show the cloud, bounded whatever the rows. */
export const DEFAULT_MAX_POINTS = 5_000;
/** The rows a table picture, PDF or slide shows by default. */
export const DEFAULT_TABLE_ROWS = 50;
const MAX_SERIES = 50;

/**
 * Folds rows into a scatter's points with bounded memory: reservoir sampling (Vitter's
 * algorithm R) keeps a uniform sample of `maxPoints`, drawn from a fixed-seed generator so
 * the same rows give the same picture. Series past the fiftieth share the last one's colour
 * (their points are kept under the fiftieth).
 */
export class ScatterFold {
  private readonly xi: number;
  private readonly yi: number;
  private readonly si: number;
  private readonly seriesIndex = new Map<Cell, number>();
  private readonly seriesKeys: Cell[] = [];
  private readonly points: [number, number, number][] = [];
  private total = 0;
  private rows = 0;
  private seed = 0x2f6b_3a1d;

  constructor(private readonly names: { x: string; y: string; series: string | null }, columns: readonly ResultColumn[], private readonly maxPoints = DEFAULT_MAX_POINTS) {
    this.xi = columnIndex(columns, names.x, 'dimension');
    this.yi = columnIndex(columns, names.y, 'measure');
    this.si = names.series === null ? -1 : columnIndex(columns, names.series, 'series');
  }

  /** mulberry32: a small deterministic generator, uniform in [0, 1). */
  private random(): number {
    let t = (this.seed = (this.seed + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  private seriesOf(row: readonly Cell[]): number {
    const key = this.si < 0 ? null : row[this.si] ?? null;
    let index = this.seriesIndex.get(key);
    if (index === undefined) {
      if (this.seriesKeys.length >= MAX_SERIES) return MAX_SERIES - 1;
      index = this.seriesKeys.push(key) - 1;
      this.seriesIndex.set(key, index);
    }
    return index;
  }

  add(batch: readonly (readonly Cell[])[]): void {
    for (const row of batch) {
      this.rows++;
      const x = numberOf(row[this.xi] ?? null);
      const y = numberOf(row[this.yi] ?? null);
      if (x === null || y === null) continue;
      this.total++;
      if (this.points.length < this.maxPoints) {
        this.points.push([x, y, this.seriesOf(row)]);
      } else {
        const slot = Math.floor(this.random() * this.total);
        if (slot < this.maxPoints) this.points[slot] = [x, y, this.seriesOf(row)];
      }
    }
  }

  result(): ScatterModel {
    return {
      ...this.names,
      seriesKeys: this.seriesKeys.length ? [...this.seriesKeys] : [null],
      points: [...this.points],
      total: this.total,
      rows: this.rows,
    };
  }
}

/** Keeps the first `maxRows` rows of a table view's columns and counts the rest. */
export class TableFold {
  private readonly indexes: number[];
  private readonly columns: ResultColumn[];
  private readonly rows: Cell[][] = [];
  private total = 0;

  constructor(names: readonly string[] | undefined, columns: readonly ResultColumn[], private readonly maxRows = DEFAULT_TABLE_ROWS) {
    this.indexes = names && names.length ? names.map((n) => columnIndex(columns, n, 'column')) : columns.map((_, i) => i);
    this.columns = this.indexes.map((i) => columns[i]!);
  }

  add(batch: readonly (readonly Cell[])[]): void {
    for (const row of batch) {
      if (this.rows.length < this.maxRows) this.rows.push(this.indexes.map((i) => row[i] ?? null));
    }
    this.total += batch.length;
  }

  result(): TableModel {
    return { columns: this.columns, rows: [...this.rows], total: this.total };
  }
}
