import { test } from 'node:test';
import assert from 'node:assert/strict';
import { menuTitle } from './menu-title.ts';

const meta = { title: '系统管理', titleEN: 'System', titleTC: '系統管理' };

test('each locale reads its own title', () => {
  assert.equal(menuTitle(meta, 'cn'), '系统管理');
  assert.equal(menuTitle(meta, 'en'), 'System');
  assert.equal(menuTitle({ ...meta, titleTC: '系統' }, 'tc'), '系統');
});

test('a missing or blank translation falls back to title', () => {
  assert.equal(menuTitle({ ...meta, titleEN: '' }, 'en'), '系统管理');
  assert.equal(menuTitle({ ...meta, titleTC: '  ' }, 'tc'), '系统管理');
});
