import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Notice } from '../schemas/notice.ts';
import type { MenuItem } from '../schemas/permission.ts';
import { noticeLink } from './notice-link.ts';

const notice = (type: Notice['type'], relationId: string, { category = '', busId = '' } = {}): Notice => ({
  id: 'n1', type, readFlag: '0', title: 't', content: '', relationId, category, busId, createBy: '', name: '', avatar: '', createTime: '2026-11-20T08:00:00Z',
});
const item = (id: string, path: string, extra: Partial<MenuItem> = {}, meta: Partial<MenuItem['meta']> = {}): MenuItem => ({
  id, path, component: 'X', name: id, redirect: '', hidden: false, alwaysShow: false, route: '1',
  meta: { id, title: id, titleEN: id, titleTC: id, icon: '', url: '', componentName: 'X', target: '', hidden: false, keepAlive: false, internalOrExternal: false, ...meta },
  ...extra,
});
const MENU = [
  item('menu-reports', '/report', { children: [item('menu-report-history', '/report/history')] }),
  item('menu-class', '/dashboard/MyClass'),
  item('menu-knowledge', '/knowledge'),
];
const route = (path: string) => ({ kind: 'target', target: { kind: 'route', path } });
/** The path and the query of a route link, the query as an object (order does not matter to a page). */
function parts(link: ReturnType<typeof noticeLink>): { path: string; query: Record<string, string> } {
  assert.equal(link.kind, 'target');
  assert.equal(link.kind === 'target' && link.target.kind, 'route');
  const url = new URL(link.kind === 'target' && link.target.kind === 'route' ? link.target.path : '', 'http://portal');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('noticeLink (portal-shell §2.1, §2.6, §8)', () => {
  test('an announcement opens that announcement, in the one detail view the popover uses too', () => {
    assert.deepEqual(noticeLink(notice(1, 'a 1'), []), { kind: 'announcement', id: 'a 1' });
  });

  test('a shared workbook opens the menu entry it names, found anywhere in the menu, on the workbook: id, mode=detail, from=notice', () => {
    assert.deepEqual(parts(noticeLink(notice(0, 'menu-report-history', { busId: 'wb 1&2' }), MENU)), {
      path: '/report/history', query: { id: 'wb 1&2', mode: 'detail', from: 'notice' },
    });
  });

  test('a mention in another module opens the module on the mentioned item', () => {
    assert.deepEqual(noticeLink(notice(3, 'menu-knowledge', { busId: 'k-7' }), MENU), route('/knowledge?id=k-7&mode=detail&from=notice'));
  });

  test('a notice about the entry as a whole (no item) opens the page itself', () => {
    assert.deepEqual(noticeLink(notice(0, 'menu-report-history'), MENU), route('/report/history'));
    assert.deepEqual(noticeLink(notice(3, 'menu-knowledge'), MENU), route('/knowledge'));
  });

  test('an entry whose path has a query keeps it and gets the notice query after it', () => {
    const menu = [item('menu-sheet', '/report/view?sheet=2')];
    assert.deepEqual(noticeLink(notice(0, 'menu-sheet', { busId: 'x' }), menu), route('/report/view?sheet=2&id=x&mode=detail&from=notice'));
  });

  test('an external entry keeps its URL, without the notice query', () => {
    const menu = [item('menu-ext', 'https://example.com/bi', {}, { url: 'https://example.com/bi', internalOrExternal: true })];
    assert.deepEqual(noticeLink(notice(0, 'menu-ext', { busId: 'wb-1' }), menu), { kind: 'target', target: { kind: 'external', href: 'https://example.com/bi' } });
  });

  test('a workbook outside the menu is the report message, another module the module message', () => {
    assert.deepEqual(noticeLink(notice(0, 'menu-gone', { busId: 'wb-1' }), MENU), { kind: 'denied', reason: 'report' });
    assert.deepEqual(noticeLink(notice(3, 'menu-sys-log', { busId: 'l-1' }), MENU), { kind: 'denied', reason: 'module' });
    assert.deepEqual(noticeLink(notice(3, ''), MENU), { kind: 'denied', reason: 'module' });
  });

  test('a class mention needs the class module and opens the class: course, mode=MyClassDetail, category, from=notice', () => {
    assert.deepEqual(parts(noticeLink(notice(2, 'c-1', { category: '1' }), MENU)), {
      path: '/dashboard/MyClass', query: { course: 'c-1', mode: 'MyClassDetail', category: '1', from: 'notice' },
    });
    assert.deepEqual(noticeLink(notice(2, 'c-1', { category: '1' }), [MENU[0]!]), { kind: 'denied', reason: 'module' });
  });

  test('an entry that builds no route is not reachable', () => {
    assert.deepEqual(noticeLink(notice(3, 'menu-x', { busId: 'i' }), [item('menu-x', '/x', { route: '0' })]), { kind: 'denied', reason: 'module' });
  });
});
