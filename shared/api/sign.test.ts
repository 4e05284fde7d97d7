import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { canonicalParams, formatSignTimestamp, signRequest } from './sign.ts';

const expected = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();

test('signature is the upper-case SHA-256 of path, canonical params, timestamp and secret', () => {
  const sign = signRequest({
    path: '/sys/dict/getDictItems/sex',
    query: { b: '2', a: '1' },
    timestamp: '20260102030405',
    secret: 's3cret',
  });
  assert.equal(sign, expected('/sys/dict/getDictItems/sex\n{"a":"1","b":"2"}\n20260102030405\ns3cret'));
  assert.match(sign, /^[0-9A-F]{64}$/);
});

test('the cache-buster _t is not signed', () => {
  const base = { path: '/p', timestamp: '20260101000000', secret: 'k' };
  assert.equal(
    signRequest({ ...base, query: { a: 'x', _t: '1700000000000' } }),
    signRequest({ ...base, query: { a: 'x' } }),
  );
});

test('key order of query and body does not change the signature', () => {
  const base = { path: '/p', timestamp: '20260101000000', secret: 'k' };
  assert.equal(
    signRequest({ ...base, query: { z: '1', a: '2' }, body: { m: 3, b: true } }),
    signRequest({ ...base, query: { a: '2', z: '1' }, body: { b: true, m: 3 } }),
  );
});

test('values are signed as strings so a query "3" and a body 3 agree', () => {
  assert.equal(canonicalParams({ n: '3', f: 'true' }, null), canonicalParams(null, { n: 3, f: true }));
  assert.equal(canonicalParams(null, { o: { x: 1 }, l: [1, 'a'], z: null }), '{"l":"[1,\\"a\\"]","o":"{\\"x\\":1}","z":"null"}');
});

test('body wins over query on a shared key; undefined values are dropped', () => {
  assert.equal(canonicalParams({ a: 'q', u: undefined }, { a: 'b', v: undefined }), '{"a":"b"}');
});

test('only a plain-object body contributes', () => {
  assert.equal(canonicalParams({ a: '1' }, ['x']), '{"a":"1"}');
  assert.equal(canonicalParams({ a: '1' }, 'text'), '{"a":"1"}');
  assert.equal(canonicalParams({ a: '1' }, new Map([['b', '2']])), '{"a":"1"}');
  assert.equal(canonicalParams(undefined, Object.assign(Object.create(null), { b: 1 })), '{"b":"1"}');
});

test('any change of path, params, timestamp or secret changes the signature', () => {
  const base = { path: '/p', query: { a: '1' }, body: { b: 'x' }, timestamp: '20260101000000', secret: 'k' };
  const sign = signRequest(base);
  assert.notEqual(signRequest({ ...base, path: '/q' }), sign);
  assert.notEqual(signRequest({ ...base, query: { a: '2' } }), sign);
  assert.notEqual(signRequest({ ...base, body: { b: 'y' } }), sign);
  assert.notEqual(signRequest({ ...base, timestamp: '20260101000001' }), sign);
  assert.notEqual(signRequest({ ...base, secret: 'K' }), sign);
});

test('non-ASCII text is hashed as UTF-8', () => {
  const sign = signRequest({ path: '/p', query: { q: '部门' }, timestamp: '20260101000000', secret: '密钥' });
  assert.equal(sign, expected('/p\n{"q":"部门"}\n20260101000000\n密钥'));
});

test('timestamps are yyyyMMddHHmmss in UTC, zero-padded', () => {
  assert.equal(formatSignTimestamp(new Date(Date.UTC(2026, 0, 2, 3, 4, 5))), '20260102030405');
  assert.equal(formatSignTimestamp(new Date('2025-12-31T23:59:59.999+08:00')), '20251231155959');
});

test("a call's token is signed: the same call with another token has another signature", () => {
  const base = { path: '/p', timestamp: '20260101000000', secret: 'k' };
  assert.equal(signRequest({ ...base, token: 'T1' }), expected('/p\n{}\n20260101000000\nT1\nk'));
  assert.notEqual(signRequest({ ...base, token: 'T1' }), signRequest({ ...base, token: 'T2' }));
  assert.equal(signRequest({ ...base, token: null }), signRequest(base));
});
