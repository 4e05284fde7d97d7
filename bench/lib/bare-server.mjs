// @ts-check
/**
 * The baselines of the benches: a bare `node:http` or a bare Fastify server (no plugins, no
 * schema) answering every GET with the body DKP's `GET /api/sys/user/getUserIp` answers
 * (`{ success, message, code, result: <client address>, timestamp }`), and paths under
 * `/api/no-such` with 404. Plain JavaScript, so that it starts the same way with or without
 * tsx. Prints `listening on http://127.0.0.1:<port>` once ready.
 * With `BARE_HELD_FILE` (and `BARE_HELD_ENCODING`), the `http` kind answers `/held` with that
 * file's bytes as they are, under that content encoding: what any server pays to send those
 * bytes (bench/request-path.ts sends the permission answer's bytes so).
 * Run: `node bench/lib/bare-server.mjs http|fastify [message]` (PORT, HOST from the environment).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [kind = 'http', message = '操作成功'] = process.argv.slice(2);
const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';

/** @param {string} ip */
const body = (ip) => ({ success: true, message, code: 200, result: ip, timestamp: Date.now() });

/** @param {number} actual */
const ready = (actual) => console.log(`listening on http://127.0.0.1:${actual}`);

if (kind === 'fastify') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/no-such')) return reply.code(404).send({ success: false, code: 404 });
    return body(request.ip);
  });
  await app.listen({ port, host });
  const address = app.server.address();
  ready(typeof address === 'object' && address ? address.port : port);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
} else if (kind === 'http') {
  const held = process.env.BARE_HELD_FILE ? readFileSync(process.env.BARE_HELD_FILE) : null;
  const heldEncoding = process.env.BARE_HELD_ENCODING ?? 'identity';
  const server = http.createServer((req, res) => {
    if (held && req.url?.startsWith('/held')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': heldEncoding, 'content-length': held.length });
      res.end(held);
      return;
    }
    const notFound = req.url?.startsWith('/api/no-such');
    const text = JSON.stringify(notFound ? { success: false, code: 404 } : body(req.socket.remoteAddress ?? ''));
    res.writeHead(notFound ? 404 : 200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  });
  server.listen(port, host, () => {
    const address = server.address();
    ready(typeof address === 'object' && address ? address.port : port);
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  console.error(`unknown kind '${kind}': http or fastify`);
  process.exit(2);
}
