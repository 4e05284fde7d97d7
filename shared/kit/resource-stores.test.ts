import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { allTasks as tasks, cleanStores, keepMount } from 'nanostores';
import { configureApi, resetApiConfig } from '../api/config.ts';
import { positionResource } from '../resources/position.ts';
import { $locale } from '../stores/locale.ts';
import { $session } from '../stores/session.ts';
import { dataProviderFor } from './data-provider.ts';
import { dictItemsStore, dictText } from './dict-items.ts';
import { createListStore, type ListStore } from './list-store.ts';
import { invalidateResource, resourceMutators } from './resource-mutators.ts';

interface Call { method: string; path: string; query: URLSearchParams }
let calls: Call[];
let total = 3;
let failing: string | null = null;
/** When set, the next list read takes the rows as they are now and answers only once released. */
let holdNextList = false;
const held: (() => void)[] = [];
const provider = dataProviderFor(positionResource);
const views: ListStore<typeof positionResource>[] = [];

function serve(): void {
  configureApi({
    signSecret: 'test',
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), 'http://portal.test');
      const call = { method: init.method ?? 'GET', path: url.pathname.replace(/^\/api/, ''), query: url.searchParams };
      calls.push(call);
      const locale = new Headers(init.headers).get('X-Locale');
      if (failing && call.method !== 'GET') {
        return new Response(JSON.stringify({ success: false, message: failing, code: 400, result: null, timestamp: 0 }), { status: 400 });
      }
      const result = call.path.startsWith('/sys/dict/getDictItems/')
        ? [{ value: '3', text: locale === 'en' ? 'Intermediate' : '中级', title: '', label: '' }]
        : call.method === 'GET' ? { records: Array.from({ length: total }, (_, i) => ({ id: `p${i}` })), total } : { id: 'new' };
      if (holdNextList && call.path === '/sys/position/list') {
        holdNextList = false;
        await new Promise<void>((release) => held.push(release));
      }
      return new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), { status: 200 });
    },
  });
}
/** Lets a changed key through (nanoquery batches key stores on a timer), then waits for the calls. */
const allTasks = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await tasks();
};
const lists = () => calls.filter((c) => c.path === '/sys/position/list');
/** Lets timers and answers run while a read is held (nanostores' allTasks would wait for it). */
const moments = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 2));
};
const view = () => {
  const list = createListStore(provider);
  keepMount(list.$view);
  views.push(list);
  return list;
};

beforeEach(() => {
  calls = [];
  total = 3;
  failing = null;
  holdNextList = false;
  held.length = 0;
  resetApiConfig();
  serve();
  $session.set(null);
  invalidateResource(positionResource);
});
afterEach(() => {
  cleanStores(...views.flatMap((v) => [v.$view, v.$state, v.$selection]));
  views.length = 0;
});

describe('keyed list stores (architecture §4a)', () => {
  test('a view asks its page once; a second view of the same query shares the answer', async () => {
    const first = view();
    await allTasks();
    assert.equal(first.$view.get().total, 3);
    assert.equal(first.$view.get().firstLoad, false);
    const second = view();
    await allTasks();
    assert.equal(lists().length, 1, 'the same key is asked once');
    assert.deepEqual(second.$view.get().records.map((r) => r.id), ['p0', 'p1', 'p2']);
  });

  test('paging, sorting, filters and the advanced query are the key; the last page stays shown while the next loads', async () => {
    const list = view();
    await allTasks();
    list.turn(2, 10);
    assert.equal(list.$view.get().records.length, 3, 'kept while page 2 loads');
    await allTasks();
    list.sortBy('code');
    await allTasks();
    list.sortBy('code');
    await allTasks();
    list.search({ name: '经理' });
    list.setSuperQuery({ conditions: [{ field: 'postRank', rule: 'eq', val: '3' }], matchType: 'or' });
    await allTasks();
    const asked = lists().map((c) => [c.query.get('pageNo'), c.query.get('column'), c.query.get('order'), c.query.get('name'), c.query.get('superQueryMatchType')].join('/'));
    assert.deepEqual(asked, ['1/createTime/desc//', '2/createTime/desc//', '1/code/asc//', '1/code/desc//', '1/code/desc/经理/or']);
    list.reset();
    await allTasks();
    assert.deepEqual(list.$state.get().filters, {});
    assert.equal(list.$state.get().sort.column, 'code', 'reset keeps the sort');
    assert.equal(lists().length, 6, '重置 asks again, though that query was answered a moment ago');
    list.turn(2, 10);
    await allTasks();
    list.turn(1, 10);
    await allTasks();
    assert.equal(lists().length, 7, 'paging back to a page answered within 4 s shows it from the cache');
  });

  test('searching again without a change reads the page again', async () => {
    const list = view();
    await allTasks();
    list.search({});
    await allTasks();
    assert.equal(lists().length, 2);
  });

  test('pinned filters (a tree beside the list) are sent with the query bar\'s, from page 1, and outlive 查询 and 重置', async () => {
    const list = view();
    await allTasks();
    list.turn(2, 10);
    await allTasks();
    list.pin({ postRank: '3' });
    await allTasks();
    list.search({ name: '经理' });
    await allTasks();
    list.reset();
    await allTasks();
    list.pin({});
    await allTasks();
    const asked = lists().map((c) => [c.query.get('pageNo'), c.query.get('postRank'), c.query.get('name')].join('/'));
    assert.deepEqual(asked, ['1//', '2//', '1/3/', '1/3/经理', '1/3/', '1//']);
  });

  test('the selection is cleared when the query changes, and loses rows that left the page', async () => {
    const list = view();
    await allTasks();
    list.$selection.set(['p0', 'p1']);
    list.turn(1, 20);
    assert.deepEqual(list.$selection.get(), []);
    await allTasks();
    list.$selection.set(['p1', 'p2']);
    total = 2; // p2 was deleted
    await resourceMutators(provider).deleteOne.run('p2');
    await allTasks();
    assert.deepEqual(list.$selection.get(), ['p1']);
  });
});

describe('answers that land late', () => {
  test('a slow answer of an earlier query never replaces the rows of the query asked after it', async () => {
    const list = view();
    await allTasks();
    holdNextList = true;
    total = 5;
    list.refresh(); // the whole list, read slowly
    await moments();
    total = 1;
    list.search({ code: 'p0' });
    await moments();
    assert.equal(list.$view.get().total, 1);
    held.shift()!(); // the older answer lands last
    await allTasks();
    assert.deepEqual(lists().map((c) => c.query.get('code')), [null, null, 'p0']);
    assert.equal(list.$view.get().total, 1, 'the filtered rows stay');
  });

  test('a save that ends while the page is being read is seen: the page is read again', async () => {
    const list = view();
    await allTasks();
    holdNextList = true;
    list.refresh(); // a read of the rows before the save, still on its way
    await moments();
    total = 4;
    await resourceMutators(provider).create.run({ code: 'A', name: '经理', postRank: '' });
    held.shift()!();
    await allTasks();
    assert.equal(lists().length, 3, 'read again after the save');
    assert.equal(list.$view.get().total, 4);
  });

  test('another user signing in while a page is being read never sees the answer read for the one before', async () => {
    const list = view();
    await allTasks();
    holdNextList = true;
    total = 7;
    list.refresh();
    await moments();
    total = 2;
    $session.set({ token: 't2', tenantId: 2, userInfo: { orgCode: '' } } as never);
    held.shift()!();
    await allTasks();
    assert.equal(list.$view.get().total, 2);
  });
});

describe('mutations invalidate every view of the resource', () => {
  test('create, update, delete one and delete many make every open list ask again', async () => {
    const [a, b] = [view(), view()];
    b.turn(1, 20);
    await allTasks();
    assert.equal(lists().length, 2);
    const mutators = resourceMutators(provider);
    assert.equal(resourceMutators(provider), mutators, 'one set per resource');
    total = 5;
    await mutators.create.run({ code: 'A', name: '经理', postRank: '' });
    await allTasks();
    assert.equal(lists().length, 4, 'both views asked again');
    assert.equal(a.$view.get().total, 5);
    assert.equal(b.$view.get().total, 5);
    await mutators.update.run({ id: 'p1', input: { code: 'B', name: '经理', postRank: '' } });
    await mutators.deleteOne.run('p1');
    await mutators.deleteMany.run(['p1', 'p2']);
    await allTasks();
    assert.deepEqual(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`), [
      'POST /sys/position/add', 'PUT /sys/position/edit', 'DELETE /sys/position/delete', 'DELETE /sys/position/deleteBatch',
    ]);
    assert.ok(lists().length >= 6);
  });

  test('a failed mutation rejects with the API error, and the lists still ask again', async () => {
    view();
    await allTasks();
    failing = '职务编码已存在';
    await assert.rejects(resourceMutators(provider).create.run({ code: 'A', name: 'x', postRank: '' }), { message: '职务编码已存在' });
    await allTasks();
    assert.equal(lists().length, 2);
  });

  test('another user signing in forgets every answer', async () => {
    const list = view();
    await allTasks();
    $session.set({ token: 't2', tenantId: 2, userInfo: { orgCode: '' } } as never);
    await allTasks();
    assert.equal(lists().length, 2);
    assert.equal(list.$view.get().total, 3);
  });
});

describe('dictionary items', () => {
  test('are asked once per code and language, signed, and give the text of a value', async () => {
    $locale.set('cn');
    const store = dictItemsStore('position_rank');
    assert.equal(dictItemsStore('position_rank'), store);
    keepMount(store);
    await allTasks();
    assert.equal(dictText(store.get().data, '3'), '中级');
    assert.equal(dictText(store.get().data, '9'), '9', 'an unknown value shows as it is');
    $locale.set('en');
    await allTasks();
    assert.equal(dictText(store.get().data, '3'), 'Intermediate');
    const asked = calls.filter((c) => c.path === '/sys/dict/getDictItems/position_rank');
    assert.equal(asked.length, 2);
    cleanStores(store);
    $locale.set('cn');
  });
});
