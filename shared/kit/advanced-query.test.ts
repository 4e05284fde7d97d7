import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  completeConditions, emptyRow, encodeSuperQuery, inputValue, isQueryActive, queryFields, rowCondition, rowsFromConditions,
  rulesFor, superQueryParams, wireValue, withField, type FieldMap, type QueryRow,
} from './advanced-query.ts';
import type { FieldSpec } from './field.ts';

const label = (cn: string) => ({ cn, en: cn, tc: cn });
const FIELDS: FieldMap = {
  name: { label: label('名称'), kind: 'text', query: true },
  rank: { label: label('职级'), kind: 'text', query: true, dictCode: 'position_rank' },
  age: { label: label('年龄'), kind: 'integer', query: true },
  active: { label: label('启用'), kind: 'boolean', query: true },
  born: { label: label('生日'), kind: 'date', query: true },
  createTime: { label: label('创建时间'), kind: 'datetime', query: true },
  secret: { label: label('密码'), kind: 'text' },
};
const row = (field: string, rule: QueryRow['rule'], val = '', values: string[] = []): QueryRow => ({ id: 'r', field, rule, val, values });

describe('advanced query', () => {
  test('offers only the fields marked query, in declaration order', () => {
    assert.deepEqual(queryFields(FIELDS).map((f) => f.key), ['name', 'rank', 'age', 'active', 'born', 'createTime']);
  });

  test('pattern rules only for text; dictionaries and booleans are choices; numbers and dates compare', () => {
    assert.deepEqual(rulesFor(FIELDS.name!), ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le']);
    assert.deepEqual(rulesFor(FIELDS.rank!), ['eq', 'ne', 'in']);
    assert.deepEqual(rulesFor(FIELDS.active!), ['eq', 'ne']);
    for (const kind of ['integer', 'number', 'date', 'datetime'] as const) {
      assert.deepEqual(rulesFor({ label: label('x'), kind } satisfies FieldSpec), ['eq', 'in', 'ne', 'gt', 'ge', 'lt', 'le']);
    }
  });

  test('a new row starts on the first offered field with eq; changing field keeps an allowed rule and clears the value', () => {
    const first = emptyRow(FIELDS);
    assert.equal(first.field, 'name');
    assert.equal(first.rule, 'eq');
    assert.notEqual(emptyRow(FIELDS).id, first.id);
    const like = { ...row('name', 'like', 'abc'), values: ['x'] };
    assert.deepEqual(withField(like, 'age', FIELDS), { ...like, field: 'age', rule: 'eq', val: '', values: [] });
    assert.equal(withField(row('name', 'gt', '1'), 'age', FIELDS).rule, 'gt');
  });

  test('a row is complete with an offered field, an allowed rule and a value', () => {
    assert.deepEqual(rowCondition(row('name', 'like', ' 张 '), FIELDS), { field: 'name', rule: 'like', val: '张' });
    assert.equal(rowCondition(row('name', 'like', '   '), FIELDS), null);
    assert.equal(rowCondition(row('secret', 'eq', 'x'), FIELDS), null, 'not offered');
    assert.equal(rowCondition(row('nope', 'eq', 'x'), FIELDS), null, 'unknown');
    assert.equal(rowCondition(row('toString', 'eq', 'x'), FIELDS), null, 'inherited name');
    assert.equal(rowCondition(row('age', 'like', '3'), FIELDS), null, 'pattern rule on a number');
    assert.equal(rowCondition(row('age', 'in', '3'), FIELDS), null, 'in reads the list, not the single value');
  });

  test('in sends its values comma-separated, blanks left out', () => {
    assert.deepEqual(rowCondition(row('rank', 'in', '', ['P1', ' ', 'P3']), FIELDS), { field: 'rank', rule: 'in', val: 'P1,P3' });
    assert.deepEqual(rowCondition(row('createTime', 'in', '', ['2026-01-02T03:04']), FIELDS), { field: 'createTime', rule: 'in', val: '2026-01-02 03:04:00' });
  });

  test('datetimes go out as YYYY-MM-DD HH:mm:ss and come back as input values', () => {
    assert.equal(wireValue('datetime', '2026-01-02T03:04'), '2026-01-02 03:04:00');
    assert.equal(wireValue('datetime', '2026-01-02T03:04:05'), '2026-01-02 03:04:05');
    assert.equal(wireValue('date', ' 2026-01-02 '), '2026-01-02');
    assert.equal(inputValue('datetime', '2026-01-02 03:04:00'), '2026-01-02T03:04:00');
    assert.equal(inputValue('text', 'a b'), 'a b');
  });

  test('complete conditions keep the order and leave incomplete rows out; rows come back from them', () => {
    const rows = [row('name', 'eq', 'a'), row('age', 'gt', ''), row('active', 'eq', 'true'), row('rank', 'in', '', ['P1', 'P2'])];
    const conditions = completeConditions(rows, FIELDS);
    assert.deepEqual(conditions, [
      { field: 'name', rule: 'eq', val: 'a' }, { field: 'active', rule: 'eq', val: 'true' }, { field: 'rank', rule: 'in', val: 'P1,P2' },
    ]);
    const again = rowsFromConditions(conditions);
    assert.deepEqual(again.map(({ id: _, ...r }) => r), [
      { field: 'name', rule: 'eq', val: 'a', values: [] }, { field: 'active', rule: 'eq', val: 'true', values: [] },
      { field: 'rank', rule: 'in', val: '', values: ['P1', 'P2'] },
    ]);
    assert.deepEqual(completeConditions(again, FIELDS), conditions);
  });

  test('superQueryParams is the URL-encoded JSON of the conditions; an empty query sends nothing and is not active', () => {
    const conditions = [{ field: 'name', rule: 'like' as const, val: '张&三' }];
    assert.equal(encodeSuperQuery(conditions), encodeURIComponent('[{"field":"name","rule":"like","val":"张&三"}]'));
    assert.equal(decodeURIComponent(encodeSuperQuery(conditions)), JSON.stringify(conditions));
    assert.deepEqual(superQueryParams({ conditions, matchType: 'or' }), { superQueryParams: encodeSuperQuery(conditions), superQueryMatchType: 'or' });
    assert.deepEqual(superQueryParams({ conditions: [], matchType: 'or' }), {});
    assert.equal(isQueryActive({ conditions, matchType: 'and' }), true);
    assert.equal(isQueryActive({ conditions: [], matchType: 'and' }), false);
    assert.equal(isQueryActive(null), false);
  });
});
