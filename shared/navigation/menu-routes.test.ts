import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MenuItem } from '../schemas/permission.ts';
import { externalHref, isExternalItem, menuRoutes, routableMenu, visibleMenu } from './menu-routes.ts';

const item = (id: string, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id, path, component: id, name: id, redirect: '', hidden: false, alwaysShow: false, route: '1',
  meta: { id, title: id, titleEN: '', titleTC: '', icon: '', url: '', componentName: id, target: '', hidden: false, keepAlive: false, internalOrExternal: false },
  ...extra,
});

const menu: MenuItem[] = [
  item('home', '/dashboard/analysis'),
  item('reports', '/report', {
    children: [item('history', '/report/history'), item('prep', '/report/prep', { hidden: true })],
  }),
  item('hidden-by-route', '/secret', { route: '0', children: [item('below', '/secret/below')] }),
  item('site', 'https://example.org/data'),
  item('sys', '/isystem', { redirect: '/isystem/role', children: [item('user', '/isystem/user'), item('role', '/isystem/role')] }),
];

test('route flag 0 removes an item with its whole subtree', () => {
  assert.deepEqual(routableMenu(menu).map((i) => i.id), ['home', 'reports', 'site', 'sys']);
  assert.equal(menuRoutes(menu).some((r) => r.path.startsWith('/secret')), false);
});

test('hidden items get routes but no menu entry', () => {
  assert.deepEqual(visibleMenu(menu).find((i) => i.id === 'reports')?.children?.map((i) => i.id), ['history']);
  assert.ok(menuRoutes(menu).some((r) => r.path === '/report/prep' && r.redirect === null));
  const metaHidden = item('x', '/x', { meta: { ...item('x', '/x').meta, hidden: true } });
  assert.deepEqual(visibleMenu([metaHidden]), []);
});

test('parents redirect to their redirect or first page; leaves are pages', () => {
  const byPath = new Map(menuRoutes(menu).map((r) => [r.path, r.redirect]));
  assert.equal(byPath.get('/dashboard/analysis'), null);
  assert.equal(byPath.get('/report'), '/report/history');
  assert.equal(byPath.get('/isystem'), '/isystem/role');
});

test('external links and duplicate paths make no second route', () => {
  assert.equal(isExternalItem(menu[3]!), true);
  assert.equal(menuRoutes(menu).some((r) => r.path.startsWith('http')), false);
  const dup = menuRoutes([item('a', '/same'), item('b', '/same')]);
  assert.deepEqual(dup.map((r) => r.meta.id), ['a']);
});

test('external links are only http(s) URLs', () => {
  const external = (path: string, url = '') => item('e', path, { meta: { ...item('e', path).meta, url, internalOrExternal: true } });
  assert.equal(externalHref(external('https://example.org/a')), 'https://example.org/a');
  assert.equal(externalHref(external('/docs', 'http://intranet.local/docs')), 'http://intranet.local/docs');
  assert.equal(externalHref(external('/x', 'javascript:alert(1)')), null);
  assert.equal(externalHref(external('/x')), null);
});
