import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { decorateClock } from '../lib/envelope.ts';
import { registerErrorHandler } from './errors.ts';

describe('the error handler and database data exceptions', () => {
  it('answers a PostgreSQL data exception (class 22) with the localised 400, and other faults with 500', async () => {
    const app = Fastify();
    app.decorateRequest('locale', 'en');
    decorateClock(app, () => new Date());
    registerErrorHandler(app);
    for (const code of ['22P05', '22021', '22003', 'XX000']) {
      app.get(`/${code}`, async () => { throw Object.assign(new Error('from the database'), { code }); });
    }
    for (const code of ['22P05', '22021', '22003']) {
      const res = await app.inject({ url: `/${code}` });
      assert.equal(res.statusCode, 400, code);
      assert.equal(res.json().success, false);
      assert.match(res.json().message, /^Invalid request/);
      assert.doesNotMatch(res.body, /from the database/);
    }
    const fault = await app.inject({ url: '/XX000' });
    assert.equal(fault.statusCode, 500);
    await app.close();
  });
});
