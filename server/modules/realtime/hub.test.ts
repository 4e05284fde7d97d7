import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WebSocket } from 'ws';
import { createHub, type Subscriber } from './hub.ts';

/** A subscriber whose socket records what it was sent (the hub only sends and reads the state). */
function subscriber(userId: string, tenantId: number) {
  const sent: Buffer[] = [];
  const socket = { OPEN: 1, readyState: 1, send: (frame: Buffer) => sent.push(frame) } as unknown as WebSocket;
  const sub: Subscriber = { socket, userId, tenantId, tokenHash: `hash-${userId}-${tenantId}`, lastHeardAt: 0 };
  return { sub, sent };
}

describe('socket hub', () => {
  it('a socket removed while its session check was on its way is not put back by the result', () => {
    const hub = createHub();
    const { sub, sent } = subscriber('u1', 1);
    hub.add(sub);
    hub.remove(sub);
    hub.retenant(sub, 2);
    assert.deepEqual(hub.sizes(), { sockets: 0, users: 0, tenants: 0 });
    assert.equal(hub.deliver({ tenantId: 2 }, Buffer.from('{}')), 0);
    assert.equal(sent.length, 0);
  });

  it('a retenanted socket hears its new tenant only, and leaves both indexes when removed', () => {
    const hub = createHub();
    const moved = subscriber('u1', 1);
    const stays = subscriber('u2', 1);
    hub.add(moved.sub);
    hub.add(stays.sub);
    hub.retenant(moved.sub, 2);
    assert.equal(hub.deliver({ tenantId: 1 }, Buffer.from('a')), 1);
    assert.equal(hub.deliver({ tenantId: 2, userIds: ['u1'] }, Buffer.from('b')), 1);
    assert.deepEqual(moved.sent.map(String), ['b']);
    hub.remove(moved.sub);
    hub.remove(stays.sub);
    assert.deepEqual(hub.sizes(), { sockets: 0, users: 0, tenants: 0 });
  });

  it('writes the one frame it is given to every socket, the same Buffer each time', () => {
    const hub = createHub();
    const tabs = [subscriber('u1', 1), subscriber('u1', 1)];
    for (const tab of tabs) hub.add(tab.sub);
    const frame = Buffer.from('{"cmd":"user"}');
    assert.equal(hub.deliver({ tenantId: 1, userIds: ['u1', 'u1'] }, frame), 2, 'a user listed twice is written once per socket');
    for (const tab of tabs) assert.equal(tab.sent[0], frame);
  });
});
