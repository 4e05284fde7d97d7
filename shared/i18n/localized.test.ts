import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localized } from './localized.ts';

const texts = { cn: '数据知识门户', en: 'Data Knowledge Portal', tc: '數據知識門戶' };

test('each locale reads its own value', () => {
  assert.equal(localized(texts, 'cn'), '数据知识门户');
  assert.equal(localized(texts, 'en'), 'Data Knowledge Portal');
  assert.equal(localized(texts, 'tc'), '數據知識門戶');
});

test('a missing or blank value falls back to cn', () => {
  assert.equal(localized({ cn: '门户' }, 'en'), '门户');
  assert.equal(localized({ ...texts, tc: ' ' }, 'tc'), '数据知识门户');
  assert.equal(localized({ ...texts, en: null }, 'en'), '数据知识门户');
});
