import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isEnterpriseChatApp } from './chat-app.ts';

test('recognises the DingTalk in-app browser by its user agent, and nothing else', () => {
  assert.equal(isEnterpriseChatApp('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.5.0) Channel/201200'), true);
  assert.equal(isEnterpriseChatApp('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) DingTalk/7.0.40 Chrome/120'), true);
  assert.equal(isEnterpriseChatApp('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36'), false);
  assert.equal(isEnterpriseChatApp('DingTalkBot'), false);
});
