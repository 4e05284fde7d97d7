import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Favourite } from '../schemas/favourite.ts';
import { favouriteOpen, favouriteTarget } from './favourite-page.ts';

const HISTORY: Favourite = {
  id: 'f1', sysPermissionId: 'menu-report-history', createTime: '2026-01-01T00:00:00.000Z',
  sysPermissionMsg: { id: 'menu-report-history', name: '历史报表', nameEn: 'Report history', nameTc: '歷史報表', url: '/report/history', component: '', componentName: 'ReportViewer', icon: '' },
};

describe('the page of a favourite', () => {
  it('tells the menu entry id, its path and its title in the language asked', () => {
    assert.deepEqual(favouriteOpen(HISTORY, 'cn'), { id: 'menu-report-history', path: '/report/history', title: '历史报表' });
    assert.equal(favouriteOpen(HISTORY, 'en').title, 'Report history');
    assert.equal(favouriteOpen(HISTORY, 'tc').title, '歷史報表');
  });

  it('opens a portal path through the router, an http(s) page in a new tab, anything else nowhere', () => {
    assert.deepEqual(favouriteTarget('/report/history'), { kind: 'route', path: '/report/history' });
    assert.deepEqual(favouriteTarget('https://bi.example.com/views/q3'), { kind: 'external', href: 'https://bi.example.com/views/q3' });
    for (const path of ['', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'report/history', '/a/../../x']) {
      assert.equal(favouriteTarget(path), null, path);
    }
  });
});
