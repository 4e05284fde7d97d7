import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CrosstabModel } from '../../../shared/reports/crosstab-fold.ts';
import { homeCardChart, turnCrosstab } from './home-card-chart.ts';

const key = (value: string) => ({ values: [value] });
// Two departments by three quarters.
const MODEL: CrosstabModel = {
  spec: { rows: ['department'], columns: ['quarter'], measure: 'rate', aggregate: 'avg' },
  rowKeys: [key('RD'), key('MK')],
  columnKeys: [key('Q1'), key('Q2'), key('Q3')],
  cells: [[1, 2, 3], [4, null, 6]],
  rowTotals: [2, 5],
  columnTotals: [2.5, 2, 4.5],
  grandTotal: 3.2,
  rows: 6,
};

describe('home card charts', () => {
  it('turns a crosstab on its side: quarters down, departments across, each cell where it belongs', () => {
    const turned = turnCrosstab(MODEL);
    assert.deepEqual(turned.spec, { rows: ['quarter'], columns: ['department'], measure: 'rate', aggregate: 'avg' });
    assert.deepEqual(turned.rowKeys, MODEL.columnKeys);
    assert.deepEqual(turned.columnKeys, MODEL.rowKeys);
    assert.deepEqual(turned.cells, [[1, 4], [2, null], [3, 6]]);
    assert.deepEqual([turned.rowTotals, turned.columnTotals, turned.grandTotal, turned.rows], [MODEL.columnTotals, MODEL.rowTotals, 3.2, 6]);
  });

  it('draws a chart view as itself, a crosstab as lines, and nothing for a KPI, a table or a crosstab without columns', () => {
    const bar = { chart: 'bar', crosstab: MODEL } as const;
    assert.equal(homeCardChart(bar), bar);
    assert.deepEqual(homeCardChart({ chart: 'crosstab', crosstab: MODEL }), { chart: 'line', crosstab: turnCrosstab(MODEL) });
    assert.equal(homeCardChart({ chart: 'kpi', crosstab: MODEL }), null);
    assert.equal(homeCardChart({ chart: 'crosstab', crosstab: { ...MODEL, columnKeys: [], cells: [[], []] } }), null);
    assert.equal(homeCardChart({ chart: 'table', table: { columns: [], rows: [], total: 0 } } as never), null);
  });
});
