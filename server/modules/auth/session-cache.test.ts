import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeInvalidation } from '../../db/invalidation.ts';
import { BoundedMap } from '../../lib/bounded-map.ts';
import { createSessionCache } from './session-cache.ts';
import type { ActiveSession } from './session-repository.ts';

const session = (tokenHash: string, userId: string): ActiveSession => ({
  tokenHash, userId, username: userId, tenantId: 1, kind: 'password', orgCode: '', expiresAt: new Date(0), active: true,
  passwordMustChange: false, passwordChangedAt: new Date(0),
});

describe('the session cache', () => {
  it('keeps a loaded session until the database tells it changed: the session, its user, or everything', () => {
    const cache = createSessionCache();
    for (const [hash, user] of [['h1', 'u1'], ['h2', 'u1'], ['h3', 'u2'], ['h4', 'u3']]) cache.put(session(hash!, user!), cache.generation());
    cache.invalidate({ kind: 'session', tokenHash: 'h1' });
    assert.deepEqual([cache.get('h1'), cache.get('h2')?.userId], [undefined, 'u1']);
    cache.invalidate({ kind: 'user', userId: 'u1' });
    assert.equal(cache.get('h2'), undefined);
    cache.invalidate({ kind: 'grants' });
    assert.equal(cache.get('h3')?.userId, 'u2', 'a grant change leaves sessions alone');
    cache.invalidate({ kind: 'all' });
    assert.equal(cache.size, 0);
  });

  it('does not keep a session read while a change was told: the row may predate the change', () => {
    const cache = createSessionCache();
    const loadedAt = cache.generation();
    cache.invalidate({ kind: 'user', userId: 'someone else' });
    cache.put(session('h1', 'u1'), loadedAt);
    assert.equal(cache.get('h1'), undefined);
    cache.put(session('h1', 'u1'), cache.generation());
    assert.equal(cache.get('h1')?.userId, 'u1');
  });

  it('holds at most its limit, forgetting the oldest, and still finds a user\'s remaining sessions', () => {
    const cache = createSessionCache(2);
    cache.put(session('h1', 'u1'), cache.generation());
    cache.put(session('h2', 'u1'), cache.generation());
    cache.put(session('h3', 'u1'), cache.generation());
    assert.deepEqual([cache.size, cache.get('h1')], [2, undefined]);
    cache.dropUser('u1');
    assert.equal(cache.size, 0);
  });
});

describe('cache notices (migration 0016)', () => {
  it('reads the payloads the triggers send, and nothing else', () => {
    assert.deepEqual(decodeInvalidation('s:abc'), { kind: 'session', tokenHash: 'abc' });
    assert.deepEqual(decodeInvalidation('u:42'), { kind: 'user', userId: '42' });
    assert.deepEqual(decodeInvalidation('g'), { kind: 'grants' });
    assert.deepEqual(decodeInvalidation('*'), { kind: 'all' });
    assert.deepEqual(decodeInvalidation('m:x.1'), { kind: 'marker', id: 'x.1' });
    for (const unknown of ['', 'u:', 'x:1', 'gg', ':']) assert.equal(decodeInvalidation(unknown), null, unknown);
  });

  it('bounds a map by forgetting its oldest entry', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    assert.deepEqual([...map.entries()], [['b', 2], ['c', 4]], 'setting a key again does not make it younger');
  });
});
