import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeNotifyPayload, encodeNotifyPayloads, NOTIFY_PAYLOAD_LIMIT } from './notify-payload.ts';

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
