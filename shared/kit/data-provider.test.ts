import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { configureApi, resetApiConfig } from '../api/config.ts';
import { positionResource } from '../resources/position.ts';
import { releaseAnnouncementAction } from '../resources/announcement-actions.ts';
import { pushPlanResource } from '../resources/push-plan.ts';
import { freezeUsersAction } from '../resources/user-actions.ts';
import { callAction } from './action.ts';
import { dataProviderFor } from './data-provider.ts';

interface Call { method: string; path: string; query: URLSearchParams; body: unknown }
let calls: Call[];

/** Answers every call with `answer(call)`: an envelope, or a Response as it is. */
function serve(answer: (call: Call) => unknown): void {
  configureApi({
    now: () => 1,
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), 'http://portal.test');
      const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      const call = { method: init.method ?? 'GET', path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body };
      calls.push(call);
      const answered = answer(call);
      if (answered instanceof Response) return answered;
      return new Response(JSON.stringify(answered), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
}
const ok = (result: unknown, code = 200, message = '') => ({ success: true, message, code, result, timestamp: 1 });
const refused = (message: string, code = 409) => ({ success: false, message, code, result: null, timestamp: 1 });
const provider = dataProviderFor(positionResource);
const queryOf = (call: Call | undefined) => Object.fromEntries([...(call?.query ?? [])].filter(([key]) => key !== '_t'));

beforeEach(() => {
  calls = [];
  resetApiConfig();
});
afterEach(() => resetApiConfig());

describe('data provider: the list URL (widgets-admin §7)', () => {
  test('sends page, size, the default sort createTime desc, and answers data and total', async () => {
    serve(() => ok({ records: [{ id: 'p1' }], total: 11 }));
    const page = await provider.getList({ pagination: { current: 2, pageSize: 10 } });
    assert.deepEqual(page, { data: [{ id: 'p1' }], total: 11 });
    assert.equal(calls[0]?.path, '/sys/position/list');
    assert.deepEqual(queryOf(calls[0]), { pageNo: '2', pageSize: '10', column: 'createTime', order: 'desc' });
  });

  test('sends the first sortable sorter, filters of filter fields only (trimmed, empty left out), and the advanced query', async () => {
    serve(() => ok({ records: [], total: 0 }));
    await provider.getList({
      pagination: { current: 1, pageSize: 20 },
      sorters: [{ field: 'id', order: 'asc' }, { field: 'code', order: 'asc' }],
      filters: { code: ' ab ', name: '', id: 'x' } as never,
      superQuery: { conditions: [{ field: 'name', rule: 'like', val: '经理' }], matchType: 'or' },
    });
    const query = queryOf(calls[0]);
    assert.deepEqual({ ...query, superQueryParams: undefined }, {
      pageNo: '1', pageSize: '20', column: 'code', order: 'asc', code: 'ab', superQueryMatchType: 'or', superQueryParams: undefined,
    });
    assert.deepEqual(JSON.parse(decodeURIComponent(query.superQueryParams!)), [{ field: 'name', rule: 'like', val: '经理' }]);
  });
});

describe('data provider: one record, writes and deletes', () => {
  test('getOne, create, update and the deletes use queryById, add, edit (with the id), delete and deleteBatch', async () => {
    serve((call) => ok(call.method === 'DELETE' ? null : { id: 'p1', code: 'A' }));
    assert.deepEqual(await provider.getOne({ id: 'p1' }), { data: { id: 'p1', code: 'A' } });
    await provider.create({ variables: { code: 'A', name: '经理', postRank: '' } });
    await provider.update({ id: 'p1', variables: { code: 'B', name: '经理', postRank: '3' } });
    await provider.deleteOne({ id: 'p1' });
    await provider.deleteMany({ ids: ['p1', 'p2'] });
    assert.deepEqual(calls.map((c) => `${c.method} ${c.path}`), [
      'GET /sys/position/queryById', 'POST /sys/position/add', 'PUT /sys/position/edit', 'DELETE /sys/position/delete', 'DELETE /sys/position/deleteBatch',
    ]);
    assert.equal(calls[0]?.query.get('id'), 'p1');
    assert.deepEqual(calls[2]?.body, { code: 'B', name: '经理', postRank: '3', id: 'p1' });
    assert.equal(calls[3]?.query.get('id'), 'p1');
    assert.equal(calls[4]?.query.get('ids'), 'p1,p2');
  });
});

describe('data provider: routes per action', () => {
  test('sends each call by the method and to the path the definition names (push plans: POST addPushPlan, POST updatePushPlan)', async () => {
    serve((call) => ok(call.method === 'DELETE' ? null : { id: 'p1' }));
    const plans = dataProviderFor(pushPlanResource);
    await plans.getList({ pagination: { current: 1, pageSize: 10 } });
    await plans.create({ variables: { planName: '早报', cronExpression: '0 0 8 * * ?', description: '' } });
    await plans.update({ id: 'p1', variables: { planName: '早报', cronExpression: '0 0 9 * * ?', description: '' } });
    await plans.deleteOne({ id: 'p1' });
    await plans.deleteMany({ ids: ['p1', 'p2'] });
    assert.deepEqual(calls.map((c) => `${c.method} ${c.path}`), [
      'GET /sys/file/plan/pushPlanPage', 'POST /sys/file/plan/addPushPlan', 'POST /sys/file/plan/updatePushPlan',
      'DELETE /sys/file/plan/deletePushPlan', 'DELETE /sys/file/plan/deleteBatch',
    ]);
    assert.deepEqual(calls[2]?.body, { planName: '早报', cronExpression: '0 0 9 * * ?', description: '', id: 'p1' });
  });

  test('calls an action by its definition: the query for GET, the body for PUT', async () => {
    serve(() => ok(null));
    await callAction(releaseAnnouncementAction, { id: 'a1' });
    await callAction(freezeUsersAction, { ids: 'u1,u2', status: '2' });
    assert.deepEqual(calls.map((c) => `${c.method} ${c.path}`), ['GET /sys/annountCement/doReleaseData', 'PUT /sys/user/frozenBatch']);
    assert.equal(calls[0]?.query.get('id'), 'a1');
    assert.deepEqual(calls[1]?.body, { ids: 'u1,u2', status: '2' });
  });
});

describe('data provider: export and import', () => {
  test('exports the list query without paging, or the selected ids, as a file', async () => {
    serve(() => new Response('xlsx', { headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': "attachment; filename*=UTF-8''%E8%81%8C%E5%8A%A1.xlsx" } }));
    const file = await provider.exportFile({ filters: { name: '经理' } });
    assert.equal(file.fileName, '职务.xlsx');
    assert.deepEqual(queryOf(calls[0]), { column: 'createTime', order: 'desc', name: '经理' });
    await provider.exportFile({ ids: ['a', 'b'] });
    assert.equal(calls[1]?.path, '/sys/position/exportXls');
    assert.equal(calls[1]?.query.get('selections'), 'a,b');
  });
});

describe('data provider: the duplicate check', () => {
  test('asks with the table name, the field and the edited id; answers null when free, the message when taken', async () => {
    serve((call) => (call.query.get('fieldVal') === 'TAKEN' ? refused('该值不可用，系统中已存在！') : ok(null)));
    assert.equal(await provider.checkUnique({ field: 'code', value: 'FREE' }), null);
    assert.equal(await provider.checkUnique({ field: 'code', value: 'TAKEN', id: 'p1' }), '该值不可用，系统中已存在！');
    assert.deepEqual(queryOf(calls[1]), { tableName: 'sys_position', fieldName: 'code', fieldVal: 'TAKEN', dataId: 'p1' });
    assert.equal(calls[0]?.query.has('dataId'), false);
  });

  test('skips empty values, and a check that fails for another reason does not block', async () => {
    serve(() => new Response(JSON.stringify(refused('表名不允许', 400)), { status: 400, headers: { 'Content-Type': 'application/json' } }));
    assert.equal(await provider.checkUnique({ field: 'code', value: '  ' }), null);
    assert.equal(calls.length, 0);
    assert.equal(await provider.checkUnique({ field: 'code', value: 'X' }), null);
  });
});
