import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { takesInput } from '../plugins/input-guard.ts';
import { addRouteHook } from './route-hooks.ts';

describe('hooks given per route', () => {
  it('run after the hooks plugins gave before, ahead of the route\'s own, each once (HEAD twins too)', async () => {
    const app = Fastify();
    const order: string[] = [];
    const hook = (name: string) => (_req: unknown, _reply: unknown, done: () => void) => { order.push(name); done(); };
    const first = hook('first');
    const second = hook('second');
    app.addHook('onRoute', (route) => addRouteHook(route, 'preHandler', first));
    app.addHook('onRoute', (route) => { if (route.url === '/a') addRouteHook(route, 'preHandler', second); });
    app.addHook('onRoute', (route) => addRouteHook(route, 'preHandler', first));
    app.get('/a', { preHandler: hook('own') }, async () => 'a');
    app.get('/b', async () => 'b');
    await app.inject({ url: '/a' });
    assert.deepEqual(order, ['first', 'second', 'own']);
    order.length = 0;
    await app.inject({ method: 'HEAD', url: '/a' });
    assert.deepEqual(order, ['first', 'second', 'own']);
    order.length = 0;
    await app.inject({ url: '/b' });
    assert.deepEqual(order, ['first']);
    await app.close();
  });

  it('give the input guard to routes that take input only', () => {
    const object = { type: 'object' };
    assert.equal(takesInput({ method: 'GET', url: '/api/health' }), false);
    assert.equal(takesInput({ method: ['GET', 'HEAD'], url: '/api/sys/user/getUserIp', schema: { response: {} } }), false);
    assert.equal(takesInput({ method: 'GET', url: '/api/list', schema: { querystring: object } }), true);
    assert.equal(takesInput({ method: 'GET', url: '/api/item/:id' }), true);
    assert.equal(takesInput({ method: 'GET', url: '/*' }), true);
    assert.equal(takesInput({ method: 'POST', url: '/api/sys/logout' }), true);
    assert.equal(takesInput({ method: 'DELETE', url: '/api/thing', schema: { body: object } }), true);
  });
});
