import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $session, DEPART_TTL_MS, endSession, isDepartmentStale, keepDepartment, startSession, updateUserInfo } from './session.ts';

useTestStorageEngine();

const NOW = 1_800_000_000_000;
const userInfo = { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01A01', tenantId: 1 };

describe('department kept after a switch (portal-shell §2.9, §9)', () => {
  afterEach(() => {
    endSession();
    cleanTestStorage();
  });

  test('replaces the user info, stores it, and keeps it for 7 days', () => {
    startSession({ token: 't', tokenTtlMs: 1_800_000, userInfo, sysAllDictItems: {} }, NOW);
    assert.equal(isDepartmentStale($session.get(), NOW), false, 'the login department never goes stale');
    keepDepartment({ ...userInfo, orgCode: 'A01A02' }, NOW);
    assert.equal($session.get()?.userInfo.orgCode, 'A01A02');
    assert.equal(JSON.parse(getTestStorage()['dkp:session'] ?? '{}').departExpiresAt, NOW + DEPART_TTL_MS);
    assert.equal(DEPART_TTL_MS, 604_800_000);
    assert.equal(isDepartmentStale($session.get(), NOW + DEPART_TTL_MS - 1), false);
    assert.equal(isDepartmentStale($session.get(), NOW + DEPART_TTL_MS), true);
  });

  test('fresh user info from the server ends the kept department\'s expiry', () => {
    startSession({ token: 't', tokenTtlMs: 1_800_000, userInfo, sysAllDictItems: {} }, NOW);
    keepDepartment({ ...userInfo, orgCode: 'A01A02' }, NOW);
    updateUserInfo({ ...userInfo, orgCode: 'A01A02' });
    assert.equal($session.get()?.departExpiresAt, undefined);
    assert.equal(isDepartmentStale($session.get(), NOW + DEPART_TTL_MS), false);
  });

  test('does nothing without a session', () => {
    keepDepartment(userInfo, NOW);
    assert.equal($session.get(), null);
  });
});
