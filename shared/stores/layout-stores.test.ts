import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import type { Tab } from '../layout/tab-list.ts';
import { $tabRefresh, $tabs, closeTabs, refreshTab, resetTabs, visitTab } from './tabs.ts';
import { $topMenuId, chooseTopMenu } from './top-menu.ts';

useTestStorageEngine();
afterEach(() => {
  resetTabs();
  cleanTestStorage();
});

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
