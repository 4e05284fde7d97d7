import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Echoes } from './echoes.ts';

test('a value the editor sent is an echo, once, with every older one; another value is not', () => {
  const echoes = new Echoes();
  for (const v of ['s', 'se', 'sel']) echoes.sentValue(v);
  assert.equal(echoes.isEcho('s'), true, 'a late echo of an older keystroke');
  assert.equal(echoes.isEcho('sel'), true);
  assert.equal(echoes.isEcho('se'), false, 'forgotten with the newer one');
  assert.equal(echoes.isEcho('reset from outside'), false);
});

test('remembers a bounded number of values', () => {
  const echoes = new Echoes();
  for (let i = 0; i < 1000; i++) echoes.sentValue(String(i));
  assert.equal(echoes.isEcho('0'), false);
  assert.equal(echoes.isEcho('999'), true);
});
