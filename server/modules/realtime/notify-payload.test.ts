import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  decodeNotifyPayload, decodeSessionsChangedPayload, encodeNotifyPayloads, encodeSessionsChangedPayload, NOTIFY_PAYLOAD_LIMIT,
} from './notify-payload.ts';

const text = JSON.stringify({ cmd: 'topic', msgTxt: '季度报表已发布', msgId: 'a1' });

describe('NOTIFY payloads of a push', () => {
  it('carries a whole tenant in one payload, with the message text unchanged', () => {
    const payloads = encodeNotifyPayloads({ tenantId: 3 }, text);
    assert.equal(payloads.length, 1);
    assert.deepEqual(decodeNotifyPayload(payloads[0]!), { recipients: { tenantId: 3 }, text });
  });

  it('splits a long user list under the limit, each user in exactly one payload', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `user-${i}-0000-0000-0000-000000000000`);
    const payloads = encodeNotifyPayloads({ tenantId: 1, userIds: [...ids, ids[0]!] }, text);
    assert.ok(payloads.length > 1);
    const seen: string[] = [];
    for (const payload of payloads) {
      assert.ok(Buffer.byteLength(payload) <= NOTIFY_PAYLOAD_LIMIT);
      const decoded = decodeNotifyPayload(payload)!;
      assert.equal(decoded.text, text);
      seen.push(...decoded.recipients.userIds!);
    }
    assert.deepEqual(seen, ids);
  });

  it('refuses a message too large for any payload, and ignores foreign payloads', () => {
    assert.throws(() => encodeNotifyPayloads({ tenantId: 1 }, 'x'.repeat(NOTIFY_PAYLOAD_LIMIT)));
    assert.equal(decodeNotifyPayload('hello'), null);
    assert.equal(decodeNotifyPayload('{"x":1}\n{}'), null);
  });
});

describe('NOTIFY payloads of sessions.changed', () => {
  const userId = '3f2a1c4e-0000-4000-8000-000000000001';

  it('carries the sender and the user in a small payload that no push decoder takes', () => {
    const payload = encodeSessionsChangedPayload('s3nd3r', userId);
    assert.ok(Buffer.byteLength(payload) < 100);
    assert.deepEqual(decodeSessionsChangedPayload(payload), { sender: 's3nd3r', userIds: [userId] });
    assert.equal(decodeNotifyPayload(payload), null, 'a process knowing only pushes ignores it');
  });

  it('is not read from a push payload', () => {
    const [push] = encodeNotifyPayloads({ tenantId: 1, userIds: [userId] }, text);
    assert.equal(decodeSessionsChangedPayload(push!), null);
  });

  it('ignores bad payloads', () => {
    for (const bad of [
      'hello', 'null', '42', '[]', '{}',
      JSON.stringify({ k: 'other', f: 's', u: [userId] }),
      JSON.stringify({ k: 'sessions', u: [userId] }),
      JSON.stringify({ k: 'sessions', f: '', u: [userId] }),
      JSON.stringify({ k: 'sessions', f: 7, u: [userId] }),
      JSON.stringify({ k: 'sessions', f: 's' }),
      JSON.stringify({ k: 'sessions', f: 's', u: userId }),
      JSON.stringify({ k: 'sessions', f: 's', u: [] }),
      JSON.stringify({ k: 'sessions', f: 's', u: [userId, 5] }),
      JSON.stringify({ k: 'sessions', f: 's', u: [''] }),
      `${JSON.stringify({ k: 'sessions', f: 's', u: [userId] })}\n{}`,
    ]) assert.equal(decodeSessionsChangedPayload(bad), null, bad);
  });
});
