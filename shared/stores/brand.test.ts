import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { useTestStorageEngine } from '@nanostores/persistent';
import { apiOrigin, configureApi, resetApiConfig } from '../api/config.ts';
import { $loadedLocale } from '../i18n/localization.ts';
import { $brand } from './brand.ts';
import { $personalize } from './personalize.ts';
import { $session, endSession } from './session.ts';

useTestStorageEngine();

const PERSONALIZE = {
  headerTitle: { cn: 'DKP 数据知识门户', en: 'DKP Data Knowledge Portal', tc: '' },
  watermark: { cn: '数据知识门户', en: 'Data Knowledge Portal', tc: '數據知識門戶' },
  logo: { cn: '/brand/logo.svg', en: '/brand/logo-en.svg', tc: '/brand/logo-tc.svg' },
  brandHiddenFor: '', recordNumber: '', publicAccountUrl: '', serviceAccountUrl: '',
};

beforeEach(() => {
  resetApiConfig();
  configureApi({
    fetch: async () => new Response(JSON.stringify({ success: true, message: '', code: 200, result: PERSONALIZE, timestamp: 0 }), { status: 200 }),
  });
  endSession();
});
afterEach(() => {
  cleanStores($brand, $personalize, $session);
  $loadedLocale.set('cn');
});

describe('$brand', () => {
  test('gives the platform name, watermark and logo of the shown language, following a switch', async () => {
    $session.set({
      token: 't1', tenantId: 1, tokenTtlMs: 1_800_000, expiresAt: Date.now() + 1_800_000, apiOrigin: apiOrigin(),
      userInfo: { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 },
    });
    keepMount($brand);
    assert.equal($brand.get(), null, 'nothing until the personalisation has loaded');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await allTasks();
    assert.deepEqual($brand.get(), { headerTitle: 'DKP 数据知识门户', watermark: '数据知识门户', logo: '/brand/logo.svg' });
    $loadedLocale.set('en');
    assert.deepEqual($brand.get(), { headerTitle: 'DKP Data Knowledge Portal', watermark: 'Data Knowledge Portal', logo: '/brand/logo-en.svg' });
    $loadedLocale.set('tc');
    assert.deepEqual($brand.get(), { headerTitle: 'DKP 数据知识门户', watermark: '數據知識門戶', logo: '/brand/logo-tc.svg' }, 'an empty tc value falls back to cn');
  });
});
