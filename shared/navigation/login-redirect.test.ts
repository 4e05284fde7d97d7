import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loginPathFor, safeRedirect } from './login-redirect.ts';

test('the login path carries the full wanted path, encoded', () => {
  assert.equal(loginPathFor('/dashboard/analysis'), '/user/login?redirect=%2Fdashboard%2Fanalysis');
  assert.equal(loginPathFor('/news?id=1&mode=detail'), '/user/login?redirect=%2Fnews%3Fid%3D1%26mode%3Ddetail');
});

test('local paths are followed with their query', () => {
  assert.equal(safeRedirect('/news?id=1&mode=detail'), '/news?id=1&mode=detail');
  assert.equal(safeRedirect('/'), '/');
});

test('other origins, odd values and the login page itself are refused', () => {
  for (const bad of [null, undefined, '', 'dashboard', 'https://evil.test/', '//evil.test', '/\\evil.test', '/x\n', '/user/login', '/user/login?redirect=%2F']) {
    assert.equal(safeRedirect(bad), null, String(bad));
  }
});
