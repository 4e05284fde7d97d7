import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Notice } from '../schemas/notice.ts';
import type { MenuItem } from '../schemas/permission.ts';
import { noticeLink } from './notice-link.ts';

const notice = (type: Notice['type'], relationId: string, category = ''): Notice => ({
  id: 'n1', type, readFlag: '0', title: 't', content: '', relationId, category, createBy: '', name: '', avatar: '', createTime: '2026-11-20T08:00:00Z',
});
const item = (id: string, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id, path, component: 'X', name: id, redirect: '', hidden: false, alwaysShow: false, route: '1',
  meta: { id, title: id, titleEN: id, titleTC: id, icon: '', url: '', componentName: 'X', target: '', hidden: false, keepAlive: false, internalOrExternal: false },
  ...extra,
});
const MENU = [item('menu-reports', '/report', { children: [item('menu-report-history', '/report/history')] }), item('menu-class', '/dashboard/MyClass')];

describe('noticeLink', () => {
  test('an announcement opens its show page with the token', () => {
    assert.deepEqual(noticeLink(notice(1, 'a 1'), [], '/api', 't&1'), { kind: 'page', src: '/api/sys/annountCement/show/a%201?token=t%261' });
  });

  test('a shared workbook opens the menu page it names, found anywhere in the menu', () => {
    assert.deepEqual(noticeLink(notice(0, 'menu-report-history'), MENU, '/api', 't'), { kind: 'target', target: { kind: 'route', path: '/report/history' } });
  });

  test('a workbook outside the menu is the report message, another module the module message', () => {
    assert.deepEqual(noticeLink(notice(0, 'menu-gone'), MENU, '/api', 't'), { kind: 'denied', reason: 'report' });
    assert.deepEqual(noticeLink(notice(3, 'menu-knowledge'), MENU, '/api', 't'), { kind: 'denied', reason: 'module' });
    assert.deepEqual(noticeLink(notice(3, ''), MENU, '/api', 't'), { kind: 'denied', reason: 'module' });
  });

  test('a class mention needs the class module and opens it on that class', () => {
    assert.deepEqual(noticeLink(notice(2, 'c-1', '1'), MENU, '/api', 't'), { kind: 'target', target: { kind: 'route', path: '/dashboard/MyClass?classId=c-1&category=1' } });
    assert.deepEqual(noticeLink(notice(2, 'c-1', '1'), [MENU[0]!], '/api', 't'), { kind: 'denied', reason: 'module' });
  });

  test('an entry that builds no route is not reachable', () => {
    assert.deepEqual(noticeLink(notice(3, 'menu-x'), [item('menu-x', '/x', { route: '0' })], '/api', 't'), { kind: 'denied', reason: 'module' });
  });
});
