import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { accumulate, aggregateValue, emptyAccumulator, mergeAccumulators, numberOf } from './aggregate.ts';
import { CrosstabFold } from './crosstab-fold.ts';
import type { Cell } from './report-result.ts';
import { AGGREGATES, type Aggregate } from './report-view.ts';

const fold = (values: Cell[]) => {
  const acc = emptyAccumulator();
  for (const v of values) accumulate(acc, v);
  return acc;
};

/** What SQL answers for `aggregate(column)` over `values` (COUNT(*) when `countRows`). */
function sqlAggregate(values: Cell[], aggregate: Aggregate, countRows = false): number | null {
  const numbers = values.map(numberOf).filter((n): n is number => n !== null);
  switch (aggregate) {
    case 'count': return countRows ? values.length : values.filter((v) => v !== null).length;
    case 'sum': return numbers.length ? numbers.reduce((a, b) => a + b, 0) : null;
    case 'avg': return numbers.length ? numbers.reduce((a, b) => a + b, 0) / numbers.length : null;
    case 'min': return numbers.length ? Math.min(...numbers) : null;
    case 'max': return numbers.length ? Math.max(...numbers) : null;
  }
}

const close = (actual: number | null, expected: number | null) => {
  if (actual === null || expected === null) return actual === expected;
  return Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
};

describe('aggregates: sum, avg, count, min, max with SQL null rules', () => {
  it('folds numbers and leaves nulls out of sum, avg, min and max but not of the rows', () => {
    const acc = fold([3, null, 5, -2, null]);
    assert.equal(aggregateValue(acc, 'sum'), 6);
    assert.equal(aggregateValue(acc, 'avg'), 2);
    assert.equal(aggregateValue(acc, 'count'), 3);
    assert.equal(aggregateValue(acc, 'count', true), 5);
    assert.equal(aggregateValue(acc, 'min'), -2);
    assert.equal(aggregateValue(acc, 'max'), 5);
  });

  it('answers null for sum, avg, min and max of no number, and 0 for their count', () => {
    for (const values of [[], [null, null]] as Cell[][]) {
      const acc = fold(values);
      for (const a of ['sum', 'avg', 'min', 'max'] as const) assert.equal(aggregateValue(acc, a), null, a);
      assert.equal(aggregateValue(acc, 'count'), 0);
    }
  });

  it('reads numeral texts (a numeric column as text) as numbers and counts words without summing them', () => {
    const acc = fold(['1.5', ' 2 ', 'abc', '2024-01-01', 1e3]);
    assert.equal(aggregateValue(acc, 'sum'), 1003.5);
    assert.equal(aggregateValue(acc, 'count'), 5);
    assert.equal(aggregateValue(acc, 'avg'), 1003.5 / 3);
  });

  it('sums a million amounts of two decimals to the exact total (compensated summation)', () => {
    const acc = emptyAccumulator();
    for (let i = 0; i < 1_000_000; i++) accumulate(acc, 0.01);
    assert.equal(aggregateValue(acc, 'sum'), 10000);
  });

  it('merges two accumulators into what one fold of both would give', () => {
    fc.assert(fc.property(fc.array(fc.option(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }))), fc.nat(), (values, cut) => {
      const at = values.length ? cut % (values.length + 1) : 0;
      const merged = fold(values.slice(0, at));
      mergeAccumulators(merged, fold(values.slice(at)));
      const whole = fold(values);
      for (const a of AGGREGATES) assert.ok(close(aggregateValue(merged, a), aggregateValue(whole, a)), a);
    }));
  });

  it('folds by key in a crosstab exactly as SQL GROUP BY would, batches of any size (property)', () => {
    const row = fc.tuple(fc.constantFrom<Cell>('甲', '乙', '丙', null), fc.constantFrom<Cell>(1, 2), fc.option(fc.integer({ min: -1000, max: 1000 })));
    fc.assert(fc.property(fc.array(row, { maxLength: 200 }), fc.constantFrom(...AGGREGATES), fc.integer({ min: 1, max: 50 }), (rows, aggregate, batch) => {
      const columns = [{ name: 'k', type: 'text' as const }, { name: 's', type: 'number' as const }, { name: 'v', type: 'number' as const }];
      const crosstab = new CrosstabFold({ rows: ['k'], columns: ['s'], measure: 'v', aggregate }, columns);
      for (let i = 0; i < rows.length; i += batch) crosstab.add(rows.slice(i, i + batch) as Cell[][]);
      const model = crosstab.result();
      assert.equal(model.rows, rows.length);
      model.rowKeys.forEach((rk, r) => {
        model.columnKeys.forEach((ck, c) => {
          const values = rows.filter((x) => x[0] === rk.values[0] && x[1] === ck.values[0]).map((x) => x[2]);
          assert.ok(close(model.cells[r]![c]!, values.length ? sqlAggregate(values, aggregate) : null), `${aggregate} ${rk.values} ${ck.values}`);
        });
        assert.ok(close(model.rowTotals[r]!, sqlAggregate(rows.filter((x) => x[0] === rk.values[0]).map((x) => x[2]), aggregate)));
      });
      model.columnKeys.forEach((ck, c) => {
        assert.ok(close(model.columnTotals[c]!, sqlAggregate(rows.filter((x) => x[1] === ck.values[0]).map((x) => x[2]), aggregate)));
      });
      assert.ok(close(model.grandTotal, sqlAggregate(rows.map((x) => x[2]), aggregate)));
    }), { numRuns: 200 });
  });
});
