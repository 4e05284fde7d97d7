/** One value of a report's result: numbers as numbers, dates as 'YYYY-MM-DD' text, NULL as null. */
export type Cell = string | number | null;

/** The type of a result column, from the database's type of it. */
export type ColumnType = 'number' | 'text' | 'date';

/** A column of a report's result, named by its SQL (`select … as enrolments`). */
export interface ResultColumn {
  name: string;
  type: ColumnType;
}

/**
 * What running a report answers for the viewer: its columns and rows, at most the report's
 * row cap (`truncated` says rows were left out; the downloads stream them all).
 */
export interface ReportResult {
  columns: ResultColumn[];
  rows: Cell[][];
  truncated: boolean;
}
