import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createDomainEventBus } from './domain-events.ts';

const released = { tenantId: 1, announcementId: 'a1', title: 'T', audience: { kind: 'all' as const } };
const tick = () => new Promise((resolve) => setImmediate(resolve));

test('delivers an event to each listener of its name, after the emitter returns', async () => {
  const bus = createDomainEventBus();
  const heard: string[] = [];
  bus.on('announcement.released', (e) => void heard.push(`a:${e.announcementId}`));
  bus.on('announcement.released', () => void heard.push('b'));
  bus.on('notice.created', () => void heard.push('wrong'));
  bus.emit('announcement.released', released);
  assert.deepEqual(heard, [], 'nothing runs inside emit');
  await tick();
  assert.deepEqual(heard, ['a:a1', 'b']);
});

test('a failing listener, thrown or rejected, is reported and stops no other', async () => {
  const errors: string[] = [];
  const bus = createDomainEventBus((error, name) => errors.push(`${name}:${(error as Error).message}`));
  let ok = 0;
  bus.on('announcement.released', () => { throw new Error('thrown'); });
  bus.on('announcement.released', async () => { throw new Error('rejected'); });
  bus.on('announcement.released', () => void ok++);
  assert.doesNotThrow(() => bus.emit('announcement.released', released));
  await tick();
  assert.equal(ok, 1);
  assert.deepEqual(errors.sort(), ['announcement.released:rejected', 'announcement.released:thrown']);
});

test('stops delivering to a listener that stopped listening', async () => {
  const bus = createDomainEventBus();
  let heard = 0;
  const stop = bus.on('notice.created', () => void heard++);
  bus.emit('notice.created', { tenantId: 1, userId: 'u', noticeId: 'n', title: 't' });
  await tick();
  stop();
  bus.emit('notice.created', { tenantId: 1, userId: 'u', noticeId: 'n', title: 't' });
  await tick();
  assert.equal(heard, 1);
});

test('stopping drops the calls not yet started and waits for those running', async () => {
  const bus = createDomainEventBus();
  const heard: string[] = [];
  let finish!: () => void;
  const stop = bus.on('notice.created', async (e) => {
    heard.push(`start:${e.noticeId}`);
    await new Promise<void>((resolve) => { finish = resolve; });
    heard.push(`end:${e.noticeId}`);
  });
  bus.emit('notice.created', { tenantId: 1, userId: 'u', noticeId: 'n1', title: 't' });
  await tick();
  bus.emit('notice.created', { tenantId: 1, userId: 'u', noticeId: 'n2', title: 't' });
  let stopped = false;
  const stopping = stop().then(() => { stopped = true; });
  await tick();
  assert.equal(stopped, false, 'n1 is still running');
  finish();
  await stopping;
  assert.deepEqual(heard, ['start:n1', 'end:n1'], 'n2, told before the stop but not started, is dropped');
});

test('closing stops every listener, waits for their running calls, and hears nothing after', async () => {
  const errors: unknown[] = [];
  const bus = createDomainEventBus((error) => errors.push(error));
  const heard: string[] = [];
  let finish!: () => void;
  bus.on('resource.changed', async () => {
    await new Promise<void>((resolve) => { finish = resolve; });
    heard.push('slow');
  });
  bus.on('notice.created', () => void heard.push('notice'));
  bus.emit('resource.changed', { resource: 'menu', tenantId: 1 });
  await tick();
  const closing = bus.close();
  bus.emit('notice.created', { tenantId: 1, userId: 'u', noticeId: 'n', title: 't' });
  bus.on('notice.created', () => void heard.push('late listener'));
  finish();
  await closing;
  await tick();
  assert.deepEqual(heard, ['slow']);
  assert.deepEqual(errors, []);
});
