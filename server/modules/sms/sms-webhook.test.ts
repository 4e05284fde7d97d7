import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** A local relay standing in for the organisation's SMS provider: records what it is sent. */
function startRelay(status: { code: number }) {
  const received: { mobile: string; text: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(status.code).end();
    });
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
      received,
      close: () => new Promise((done) => server.close(() => done())),
    })));
}

describe('SMS through DKP_SMS_WEBHOOK_URL', () => {
  const status = { code: 204 };
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let s: TestServer;
  before(async () => {
    relay = await startRelay(status);
    s = await startTestServer({ smsWebhookUrl: relay.url });
  });
  after(async () => {
    await s.close();
    await relay.close();
  });

  const ask = (mobile: string, ip: string) =>
    s.app.inject({ method: 'POST', url: '/api/sys/sms', payload: { mobile, smsmode: '0' }, remoteAddress: ip });

  it('posts the code as JSON to the relay and writes nothing to the outbox', async () => {
    const res = await ask('13800138001', '10.7.0.1');
    assert.equal(res.statusCode, 200);
    assert.equal(relay.received.length, 1);
    assert.equal(relay.received[0]!.mobile, '13800138001');
    assert.match(relay.received[0]!.text, /\d{6}/);
    const outbox = await s.ctx.db.selectFrom('sms_outbox').selectAll().execute();
    assert.equal(outbox.length, 0);
  });

  it('fails the request when the relay refuses, so the user is not told a code was sent', async () => {
    status.code = 502;
    const res = await ask('13800138002', '10.7.0.2');
    assert.notEqual(res.statusCode, 200);
    assert.equal(res.json().success, false);
    assert.equal(relay.received.at(-1)!.mobile, '13800138002');
  });
});
