import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('the envelope: one builder, on the app clock', () => {
  let server: TestServer;
  before(async () => { server = await startTestServer(); });
  after(async () => { await server.close(); });

  it('stamps successes, refusals, validation errors and 404s with the app clock, not the wall clock', async () => {
    server.clock.advance(3 * 24 * 3600 * 1000); // Three days ahead of the wall clock.
    const token = await server.login('admin');
    const headers = { 'X-Access-Token': token };
    const answers = await Promise.all([
      server.app.inject({ url: '/api/sys/position/list', headers }),
      server.app.inject({ url: '/api/sys/position/queryById?id=not-a-number', headers }),
      server.app.inject({ url: '/api/sys/position/list?pageSize=abc', headers }),
      server.app.inject({ url: '/api/no/such/route', headers }),
    ]);
    assert.deepEqual(answers.map((res) => res.statusCode), [200, 404, 400, 404]);
    for (const res of answers) assert.equal(res.json().timestamp, server.clock.current, res.body);
  });
});
