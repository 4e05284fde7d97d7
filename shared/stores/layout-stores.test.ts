import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import type { Tab } from '../layout/tab-list.ts';
import { $session, type Session } from './session.ts';
import { $tabRefresh, $tabs, closeTabs, refreshTab, resetTabs, visitTab } from './tabs.ts';
import { $topMenuId, chooseTopMenu } from './top-menu.ts';

useTestStorageEngine();

// The browser tab's session storage, as node has none.
const sessionItems = new Map<string, string>();
globalThis.sessionStorage = {
  getItem: (key: string) => sessionItems.get(key) ?? null,
  setItem: (key: string, value: string) => void sessionItems.set(key, value),
  removeItem: (key: string) => void sessionItems.delete(key),
} as Storage;

afterEach(() => {
  $session.set(null);
  resetTabs();
  sessionItems.clear();
  cleanTestStorage();
});

const signIn = (id: string) => $session.set({ token: `t-${id}`, tenantId: 1, tokenTtlMs: 1, expiresAt: Date.now() + 60_000, apiOrigin: 'http://x', userInfo: { id, username: id } } as Session);
/** What a reload does to the tab bar: memory is gone, the browser tab's storage is not. */
const reload = () => $tabs.set([]);

const tab = (path: string): Tab => ({ path, title: { title: path, titleEN: '', titleTC: '' } });

test('visits add tabs after home; a refused close leaves the tabs as they were', () => {
  visitTab(tab('/a'), tab('/h'));
  visitTab(tab('/b'), tab('/h'));
  assert.deepEqual($tabs.get().map((t) => t.path), ['/h', '/a', '/b']);
  assert.equal(closeTabs('close-others', '/a', '/h').outcome, 'closed');
  assert.deepEqual($tabs.get().map((t) => t.path), ['/h', '/a']);
  assert.equal(closeTabs('close', '/a', '/h').outcome, 'closed');
  assert.equal(closeTabs('close', '/h', '/h').outcome, 'last');
  assert.deepEqual($tabs.get().map((t) => t.path), ['/h']);
});

test("a reload keeps the user's open tabs; the current page joins them after the others", () => {
  signIn('u1');
  visitTab(tab('/a'), tab('/h'));
  visitTab(tab('/b'), tab('/h'));
  visitTab(tab('/c'), tab('/h'));
  closeTabs('close', '/c', '/h');
  reload();
  visitTab(tab('/b'), tab('/h'));
  assert.deepEqual($tabs.get().map((t) => t.path), ['/h', '/a', '/b']);
  reload();
  visitTab(tab('/d'), tab('/h'));
  assert.deepEqual($tabs.get().map((t) => t.path), ['/h', '/a', '/b', '/d']);
});

test('signing out forgets the saved tabs, and another user never gets them', () => {
  signIn('u1');
  visitTab(tab('/a'), tab('/h'));
  signIn('u2');
  assert.deepEqual($tabs.get(), [], 'another user starts afresh');
  visitTab(tab('/z'), tab('/h'));
  reload();
  signIn('u1');
  visitTab(tab('/b'), tab('/h'));
  assert.deepEqual($tabs.get().map((t) => t.path), ['/h', '/b'], "u1's tabs went when u2 came");
  $session.set(null);
  assert.deepEqual($tabs.get(), []);
  signIn('u1');
  visitTab(tab('/c'), tab('/h'));
  assert.deepEqual($tabs.get().map((t) => t.path), ['/h', '/c'], 'signed out: nothing kept');
});

test('refresh raises the counter of that tab only', () => {
  refreshTab('/a');
  refreshTab('/a');
  refreshTab('/b');
  assert.deepEqual($tabRefresh.get(), { '/a': 2, '/b': 1 });
});

test('the chosen top-menu entry is kept under the dkp: prefix', () => {
  chooseTopMenu('menu-reports');
  assert.equal($topMenuId.get(), 'menu-reports');
  assert.equal(getTestStorage()['dkp:top-menu-id'], 'menu-reports');
});
