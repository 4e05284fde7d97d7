import type { Readable } from 'node:stream';
import { figuresTable, crosstabTable, type FiguresTable } from '../../../../shared/reports/figures.ts';
import { createCrosstabFold, createReportFold } from '../../../../shared/reports/report-fold.ts';
import { columnLabel } from '../../../../shared/reports/report-labels.ts';
import type { Cell, ColumnType, ResultColumn } from '../../../../shared/reports/report-result.ts';
import { reportWord } from '../../../../shared/reports/report-words.ts';
import { writeXlsxBook, type XlsxColumn, type XlsxColumnKind } from '../../../lib/spreadsheet/xlsx-writer.ts';
import type { ExportInput } from './export-input.ts';
import { reportSvg, svgToPng } from './report-picture.ts';

const KIND: Record<ColumnType, XlsxColumnKind> = { number: 'number', date: 'date', text: 'text' };
/** How large the chart shows on its sheet (drawn at 1200 × 675, 1.5× that, so it stays sharp when zoomed). */
const SHOWN = { widthPx: 800, heightPx: 450 };

/** The sheet columns of a figures table: the key columns typed as their result columns, the figures as numbers. */
function figureColumns(table: FiguresTable, keyTypes: (ColumnType | undefined)[]): XlsxColumn[] {
  return table.headers.map((header, c) => ({ header, kind: table.numeric[c] ? 'number' : KIND[keyTypes[c] ?? 'text'] }));
}

const figureRows = (table: FiguresTable): Cell[][] => [...table.rows, ...(table.totals ? [table.totals] : [])];

const typeOf = (columns: readonly ResultColumn[], name: string) => columns.find((c) => c.name === name)?.type;

/**
 * The crosstab download: one sheet named after the report, its row keys down the side, one
 * column per column key with a total column, a totals row (see `crosstabTable`), numbers as
 * numbers and date keys as dates. The rows are folded as the database streams them (memory
 * follows the distinct keys, never the rows); the archive starts at once and the sheet is
 * written when the fold is done. Throws a ReportViewError before anything is sent when the
 * view does not fit the columns.
 */
export function reportCrosstabXlsx(input: ExportInput): Readable {
  const fold = createCrosstabFold(input.view, input.columns);
  return writeXlsxBook([{
    name: input.title || reportWord('crosstabSheet', input.locale),
    picture: false,
    async make() {
      for await (const batch of input.batches) fold.add(batch);
      const table = crosstabTable(fold.result(), input.view, input.locale);
      return { name: '', columns: figureColumns(table, fold.spec.rows.map((n) => typeOf(input.columns, n))), rows: figureRows(table) };
    },
  }]);
}

/**
 * The workbook download: the data sheet with every row of the result (headers in the locale,
 * typed columns, streamed with flat memory) and a chart sheet with the figures and the
 * report's picture beside them. The rows are folded as they pass into the data sheet; should
 * the data pass Excel's 1,048,575 rows (or `maxDataRows`), the sheet ends there and the rest is
 * still folded, so the chart counts every row.
 */
export function reportWorkbook(input: ExportInput, options: { maxDataRows?: number } = {}): Readable {
  const fold = createReportFold(input.view, input.columns);
  let sheetFull = false;
  async function* dataRows(): AsyncGenerator<Cell[]> {
    const batches = input.batches[Symbol.asyncIterator]();
    let finished = false;
    try {
      for (;;) {
        const next = await batches.next();
        if (next.done) { finished = true; return; }
        fold.add(next.value);
        yield* next.value;
      }
    } finally {
      if (!finished && sheetFull) {
        for (let next = await batches.next(); !next.done; next = await batches.next()) fold.add(next.value);
      } else if (!finished) {
        await batches.return?.();
      }
    }
  }
  return writeXlsxBook([
    {
      name: reportWord('dataSheet', input.locale),
      columns: input.columns.map((c) => ({ header: columnLabel(input.view, c.name, input.locale), kind: KIND[c.type] })),
      rows: dataRows(),
      maxRows: options.maxDataRows,
      timeZone: input.timeZone,
      onTruncated: () => { sheetFull = true; },
    },
    {
      name: reportWord('chartSheet', input.locale),
      picture: true,
      make() {
        const folded = fold.result();
        const table = figuresTable(folded, input.view, input.locale);
        const keyTypes = folded.chart === 'table' ? folded.table.columns.map((c) => c.type)
          : folded.chart === 'scatter' ? [] : folded.crosstab.spec.rows.map((n) => typeOf(input.columns, n));
        return {
          name: '',
          columns: figureColumns(table, keyTypes),
          rows: figureRows(table),
          picture: {
            column: table.headers.length + 1, row: 0, ...SHOWN, description: input.title,
            png: async () => svgToPng(await reportSvg(folded, { view: input.view, locale: input.locale, title: input.title })),
          },
        };
      },
    },
  ]);
}
