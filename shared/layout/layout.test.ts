import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MenuItem } from '../schemas/permission.ts';
import { breadcrumbs, portalPageCrumbs } from './breadcrumbs.ts';
import { menuPathMatches, menuTrail } from './menu-match.ts';
import { documentTitle } from './page-title.ts';
import { closeLeft, closeOthers, closeRight, closeTab, nextActivePath, openTab, tabSlot, type Tab } from './tab-list.ts';
import { searchResultsPath } from '../navigation/search-page.ts';
import { fittingCount, topEntryNavigates, topMenuWidth } from './top-menu.ts';

const item = (id: string, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id, path, component: 'Page', name: id, redirect: '', hidden: false, alwaysShow: false, route: '1',
  meta: { id, title: id, titleEN: '', titleTC: '', icon: '', url: '', componentName: id, target: '', hidden: false, keepAlive: false, internalOrExternal: false },
  ...extra,
});
const home = item('home', '/dashboard/analysis');
const menu = [
  home,
  item('reports', '/report', { children: [item('history', '/report/history'), item('detail', '/report/detail/:id')] }),
  item('news', '/news', { children: [item('news-detail', '/news?mode=detail')] }),
];
const tab = (path: string): Tab => ({ path, title: { title: path, titleEN: '', titleTC: '' } });
const H = tab('/h');
const paths = (tabs: Tab[]) => tabs.map((t) => t.path);

test('top menu width: window minus 90 from 1280 on, else 800', () => {
  assert.equal(topMenuWidth(1280), 1190);
  assert.equal(topMenuWidth(1920), 1830);
  assert.equal(topMenuWidth(1279), 800);
  assert.equal(topMenuWidth(390), 800);
});

test('entries that do not fit leave room for the more item', () => {
  assert.equal(fittingCount([100, 100, 100], 300, 60), 3);
  assert.equal(fittingCount([100, 100, 100], 299, 60), 2);
  assert.equal(fittingCount([100, 100, 100], 259, 60), 1);
  assert.equal(fittingCount([100, 100, 100], 50, 60), 0);
  assert.equal(fittingCount([], 10, 60), 0);
});

test('iframe entries, the class module and leaves navigate; parents open their branch', () => {
  assert.equal(topEntryNavigates(item('x', '/x', { component: 'layouts/IframePageView' }), true), true);
  assert.equal(topEntryNavigates(item('c', '/dashboard/MyClass'), true), true);
  assert.equal(topEntryNavigates(item('n', '/news'), false), true);
  assert.equal(topEntryNavigates(item('r', '/report'), true), false);
});

test('menu paths match exactly, by parameter segment, or by full path with query', () => {
  assert.equal(menuPathMatches('/report/history', '/report/history'), true);
  assert.equal(menuPathMatches('/report/history', '/report/history/'), true);
  assert.equal(menuPathMatches('/report', '/report/history'), false);
  assert.equal(menuPathMatches('/report/detail/:id', '/report/detail/42'), true);
  assert.equal(menuPathMatches('/report/detail/:id', '/report/detail/42/x'), false);
  assert.equal(menuPathMatches('/news?mode=detail', '/news', '?mode=detail'), true);
  assert.equal(menuPathMatches('/news?mode=detail', '/news', ''), false);
  assert.equal(menuPathMatches('/a.b', '/axb'), false);
});

test('the trail leads from the top entry to the matched item; a full-path match wins', () => {
  assert.deepEqual(menuTrail(menu, '/report/detail/7').map((i) => i.id), ['reports', 'detail']);
  assert.deepEqual(menuTrail(menu, '/news', '?mode=detail').map((i) => i.id), ['news', 'news-detail']);
  assert.deepEqual(menuTrail(menu, '/news').map((i) => i.id), ['news']);
  assert.deepEqual(menuTrail(menu, '/nowhere'), []);
});

test('breadcrumbs start from home; the current page is not a link', () => {
  const homeTab = { path: home.path, title: home.meta };
  const crumbs = breadcrumbs(menu, homeTab, '/report/history');
  assert.deepEqual(crumbs.map((c) => [c.id, c.path]), [['home', '/dashboard/analysis'], ['reports', '/report'], ['history', null]]);
  assert.deepEqual(breadcrumbs(menu, homeTab, '/dashboard/analysis').map((c) => [c.id, c.path]), [['home', null]]);
  assert.deepEqual(breadcrumbs(menu, homeTab, '/unknown').map((c) => c.id), ['home']);
});

test('a page the portal titles itself sits under a linked home crumb', () => {
  const homeTab = { path: home.path, title: home.meta };
  const crumbs = portalPageCrumbs(homeTab, 'search', 'Search results');
  assert.deepEqual(crumbs.map((c) => [c.id, c.path, c.title.titleEN]), [['home', '/dashboard/analysis', home.meta.titleEN], ['search', null, 'Search results']]);
});

test('window title: page and header title, only the header title on home', () => {
  assert.equal(documentTitle('Roles', 'DKP'), 'Roles · DKP');
  assert.equal(documentTitle(null, 'DKP'), 'DKP');
});

test('opening a tab keeps home first, appends new paths and keeps known ones in place', () => {
  let tabs = openTab([], tab('/a'), H);
  assert.deepEqual(paths(tabs), ['/h', '/a']);
  tabs = openTab(tabs, tab('/b'), H);
  tabs = openTab(tabs, { ...tab('/a'), title: { title: 'A2', titleEN: '', titleTC: '' } }, H);
  assert.deepEqual(paths(tabs), ['/h', '/a', '/b']);
  assert.equal(tabs[1]!.title.title, 'A2');
  assert.deepEqual(paths(openTab(tabs, H, H)), ['/h', '/a', '/b']);
  assert.deepEqual(paths(openTab([tab('/x'), H], tab('/y'), H)), ['/h', '/x', '/y']);
});

test('a second search replaces the search-results tab in place instead of opening another', () => {
  const first = searchResultsPath('销售')!;
  const second = searchResultsPath('库存')!;
  let tabs = openTab([], tab(first), H);
  tabs = openTab(tabs, tab('/a'), H);
  tabs = openTab(tabs, tab(second), H);
  assert.deepEqual(paths(tabs), ['/h', second, '/a']);
  assert.equal(tabSlot(first), tabSlot(second));
  assert.notEqual(tabSlot('/a'), tabSlot(first));
});

test('close operations never close home and refuse to close the last tab', () => {
  const tabs = ['/h', '/a', '/b', '/c', '/d'].map(tab);
  assert.deepEqual(paths(closeTab(tabs, '/b', '/h').tabs), ['/h', '/a', '/c', '/d']);
  assert.equal(closeTab(tabs, '/h', '/h').outcome, 'unchanged');
  assert.deepEqual(paths(closeLeft(tabs, '/c', '/h').tabs), ['/h', '/c', '/d']);
  assert.deepEqual(paths(closeRight(tabs, '/b', '/h').tabs), ['/h', '/a', '/b']);
  assert.deepEqual(paths(closeOthers(tabs, '/c', '/h').tabs), ['/h', '/c']);
  assert.equal(closeRight(tabs, '/d', '/h').outcome, 'unchanged');
  for (const close of [closeTab, closeLeft, closeRight, closeOthers]) {
    const result = close([H], '/h', '/h');
    assert.equal(result.outcome, 'last');
    assert.deepEqual(paths(result.tabs), ['/h']);
  }
});

test('closing the active tab moves to the tab that took its place, else the last one', () => {
  const before = ['/h', '/a', '/b', '/c'].map(tab);
  assert.equal(nextActivePath(before, ['/h', '/a', '/c'].map(tab), '/b'), '/c');
  assert.equal(nextActivePath(before, ['/h', '/a', '/b'].map(tab), '/c'), '/b');
  assert.equal(nextActivePath(before, ['/h', '/c'].map(tab), '/a'), '/c');
  assert.equal(nextActivePath(before, ['/h', '/a', '/c'].map(tab), '/a'), null);
});

test('a parent with one child shows the child, unless it is marked alwaysShow', async () => {
  const { sideMenuEntries } = await import('./side-menu.ts');
  const single = item('p', '/p', { children: [item('c', '/p/c')] });
  assert.deepEqual(sideMenuEntries([single]).map((i) => i.id), ['c']);
  assert.deepEqual(sideMenuEntries([{ ...single, alwaysShow: true }]).map((i) => i.id), ['p']);
  const two = item('q', '/q', { children: [item('a', '/q/a'), item('b', '/q/b', { children: [item('b1', '/q/b/1')] })] });
  assert.deepEqual(sideMenuEntries([two])[0]!.children!.map((i) => i.id), ['a', 'b1']);
});

test('the drop-down of a top entry lists every page below it', async () => {
  const { branchPages } = await import('./side-menu.ts');
  const top = item('q', '/q', { children: [item('a', '/q/a'), item('b', '/q/b', { children: [item('b1', '/q/b/1'), item('b2', '/q/b/2')] })] });
  assert.deepEqual(branchPages(top).map((i) => i.id), ['a', 'b1', 'b2']);
  assert.deepEqual(branchPages(item('leaf', '/leaf')), []);
});
