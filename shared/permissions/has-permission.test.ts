import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { PermissionEntry } from '../schemas/permission.ts';
import { hasPermission, permissionState } from './has-permission.ts';

const entry = (action: string, type: '1' | '2', status: '0' | '1'): PermissionEntry => ({ action, type, status, describe: action });

describe('permissionState', () => {
  test('a user with no entries and no policy sees nothing', () => {
    assert.equal(permissionState('user:add', { auth: [], allAuth: [] }), 'hidden');
  });

  test('a granted type-1 entry makes the action visible', () => {
    const sources = { auth: [entry('user:add', '1', '1')], allAuth: [entry('user:add', '1', '1')] };
    assert.equal(permissionState('user:add', sources), 'visible');
    assert.equal(permissionState('user:edit', sources), 'hidden');
  });

  test('an entry may name several comma-separated actions, spaces ignored', () => {
    const sources = { auth: [entry('user:add, user:edit,user:delete', '1', '1')], allAuth: [] };
    assert.equal(permissionState('user:edit', sources), 'visible');
    assert.equal(permissionState('user:delete', sources), 'visible');
    assert.equal(permissionState('user', sources), 'hidden', 'a prefix is not a match');
  });

  test('a policy that is not enforced (status 0) shows the action to everyone', () => {
    assert.equal(permissionState('course:pdf', { auth: [], allAuth: [entry('course:pdf', '1', '0')] }), 'visible');
    assert.equal(permissionState('course:pdf', { auth: [], allAuth: [entry('course:img,course:pdf', '2', '0')] }), 'visible');
  });

  test('an enforced type-1 policy hides the action from users without it', () => {
    assert.equal(permissionState('course:pdf', { auth: [], allAuth: [entry('course:pdf', '1', '1')] }), 'hidden');
  });

  test('an enforced type-2 policy disables the action for users without it', () => {
    const allAuth = [entry('user:edit', '2', '1')];
    assert.equal(permissionState('user:edit', { auth: [], allAuth }), 'disabled');
    assert.equal(permissionState('user:edit', { auth: [entry('user:edit', '2', '1')], allAuth }), 'visible');
    assert.equal(permissionState('user:edit', { auth: [entry('user:edit', '1', '1')], allAuth }), 'visible');
  });

  test('a user type-2 entry alone does not show an action without policy', () => {
    assert.equal(permissionState('user:edit', { auth: [entry('user:edit', '2', '1')], allAuth: [] }), 'hidden');
  });

  test('a not-enforced policy wins over an enforced one for the same action', () => {
    const allAuth = [entry('user:edit', '2', '1'), entry('user:edit', '1', '0')];
    assert.equal(permissionState('user:edit', { auth: [], allAuth }), 'visible');
  });

  test('a workflow node disables its type-2 actions unless the user holds them', () => {
    const node = [entry('form:approve', '2', '1')];
    assert.equal(permissionState('form:approve', { auth: [], allAuth: [], node }), 'disabled');
    assert.equal(permissionState('form:approve', { auth: [entry('form:approve', '2', '1')], allAuth: [], node }), 'visible');
    assert.equal(permissionState('form:reject', { auth: [], allAuth: [], node }), 'hidden');
  });

  test('node entries that are type 1 or not enforced disable nothing', () => {
    assert.equal(permissionState('a', { auth: [], allAuth: [], node: [entry('a', '1', '1')] }), 'hidden');
    assert.equal(permissionState('a', { auth: [], allAuth: [], node: [entry('a', '2', '0')] }), 'hidden');
  });

  test('a granted type-1 entry shows the action even where a node would disable it', () => {
    const sources = { auth: [entry('a', '1', '1')], allAuth: [], node: [entry('a', '2', '1')] };
    assert.equal(permissionState('a', sources), 'visible');
  });

  test('an empty action is hidden even when entries carry empty actions', () => {
    assert.equal(permissionState('', { auth: [entry('', '1', '1')], allAuth: [entry('', '1', '0')] }), 'hidden');
    assert.equal(permissionState('  ', { auth: [], allAuth: [] }), 'hidden');
  });

  test('the download permissions of the report viewer are independent', () => {
    const auth = [entry('course:img,course:pdf', '1', '1')];
    const allAuth = ['img', 'pdf', 'powerpoint', 'data', 'exportcross', 'workbook'].map((f) => entry(`course:${f}`, '1', '1'));
    const shown = allAuth.map((e) => e.action).filter((a) => hasPermission(a, { auth, allAuth }));
    assert.deepEqual(shown, ['course:img', 'course:pdf']);
  });
});

describe('hasPermission', () => {
  test('is true only for visible actions', () => {
    const allAuth = [entry('x', '2', '1')];
    assert.equal(hasPermission('x', { auth: [], allAuth }), false, 'disabled is not permitted');
    assert.equal(hasPermission('y', { auth: [], allAuth }), false, 'hidden is not permitted');
    assert.equal(hasPermission('x', { auth: [entry('x', '2', '1')], allAuth }), true);
  });
});
