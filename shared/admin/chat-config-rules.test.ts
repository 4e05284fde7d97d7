import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chatConfigErrors } from './chat-config-rules.ts';

const ON = { enabled: true, provider: 'dingtalk' as const, appKey: 'ding-key', appSecret: 'secret', redirectUri: 'https://dkp.example.com/api/sys/scanLogin/dingtalk/callback' };

test('switched on, every credential is required; a stored secret counts', () => {
  assert.deepEqual(chatConfigErrors(ON, false), {});
  assert.deepEqual(chatConfigErrors({ ...ON, appKey: ' ', appSecret: '', redirectUri: '' }, false), {
    appKey: '请输入 AppKey', appSecret: '请输入 AppSecret', redirectUri: '请输入回调地址',
  });
  assert.deepEqual(chatConfigErrors({ ...ON, appSecret: '' }, true), {});
});

test('switched off, empty fields may be saved, but a given callback must be a web address', () => {
  assert.deepEqual(chatConfigErrors({ ...ON, enabled: false, appKey: '', appSecret: '', redirectUri: '' }, false), {});
  for (const bad of ['dkp.example.com/callback', 'javascript:alert(1)', 'ftp://dkp.example.com/x']) {
    assert.equal(chatConfigErrors({ ...ON, enabled: false, redirectUri: bad }, true).redirectUri, '请输入以 http:// 或 https:// 开头的网址', bad);
  }
});

test('values longer than the API takes are refused with the limit', () => {
  const errors = chatConfigErrors({ ...ON, appKey: 'k'.repeat(201), appSecret: 's'.repeat(201), redirectUri: `https://x.test/${'a'.repeat(500)}` }, true);
  assert.deepEqual(errors, { appKey: '长度不能超过 200 个字符', appSecret: '长度不能超过 200 个字符', redirectUri: '长度不能超过 500 个字符' });
});
