/**
 * What delivering one push to 10,000 sockets costs through the real hub, against the least
 * it could cost. The server (PGlite) holds `count` sockets of one user, opened in batches by
 * a child process (bench/notice-fanout-clients.ts). Each round either emits an
 * `announcement.released` domain event (serialised once, routed by the hub, `ws.send` of one
 * shared Buffer per socket) or writes one frame, pre-framed once with ws' `Sender.frame`,
 * straight to each socket's TCP stream; a round ends when every client has the frame. Prints
 * the median of each and their ratio, measured in one run.
 * Run: `node --import tsx bench/notice-fanout.ts [sockets] [rounds]` (ulimit -n ≥ sockets + 100).
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import ws from 'ws';
import { serialisePush } from '../server/modules/realtime/push-events.ts';
import { startTestServer } from '../server/test-support/test-server.ts';

const count = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 15);
// `Sender` is ws' public framing class; its types are not in @types/ws.
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };

const server = await startTestServer();
await server.app.listen({ port: 0, host: '127.0.0.1' });
const port = (server.app.server.address() as AddressInfo).port;
const token = await server.login('admin');
const userId = (await server.ctx.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;

const clients = fork(fileURLToPath(new URL('./notice-fanout-clients.ts', import.meta.url)),
  [`ws://127.0.0.1:${port}/api/websocket/${userId}`, token, String(count)], { execArgv: ['--import', 'tsx'] });
let onReport: (report: { open?: number; received?: number }) => void = () => undefined;
clients.on('message', (report: { open?: number; received?: number }) => onReport(report));
const nextReport = () => new Promise<{ open?: number; received?: number }>((resolve) => { onReport = resolve; });

const openStart = performance.now();
const opened = await nextReport();
console.log(`${opened.open} sockets open in ${((performance.now() - openStart) / 1000).toFixed(1)} s; server holds ${server.app.realtime.hub.all().length}`);

const text = serialisePush({ cmd: 'topic', msgTxt: '季度经营分析报表已发布，请及时查看', msgId: 'bench' });
const ways = {
  hub: () => server.ctx.events.emit('announcement.released', { tenantId: 1, announcementId: 'bench', title: '季度经营分析报表已发布，请及时查看', audience: { kind: 'all' } }),
  preframed: () => {
    const frame = Buffer.concat(Sender.frame(Buffer.from(text), { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }));
    for (const sub of server.app.realtime.hub.all()) (sub.socket as unknown as { _socket: { write(b: Buffer): void } })._socket.write(frame);
  },
};

async function round(way: keyof typeof ways) {
  const done = nextReport();
  const start = performance.now();
  ways[way]();
  // The hub writes in a listener (a microtask after emit); setImmediate runs after it, for both ways alike.
  await new Promise((resolve) => setImmediate(resolve));
  const written = performance.now() - start;
  await done;
  return { written, delivered: performance.now() - start };
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const results = { hub: [] as { written: number; delivered: number }[], preframed: [] as { written: number; delivered: number }[] };
for (let i = 0; i < 3; i++) { await round('hub'); await round('preframed'); } // warm-up
for (let i = 0; i < rounds; i++) {
  // Alternating keeps drifts (GC, the other core's load) from favouring one way.
  results.hub.push(await round('hub'));
  results.preframed.push(await round('preframed'));
}
for (const way of ['hub', 'preframed'] as const) {
  const r = results[way];
  console.log(`${way.padEnd(10)} writes ${median(r.map((x) => x.written)).toFixed(1)} ms, delivered to all ${median(r.map((x) => x.delivered)).toFixed(1)} ms (median of ${rounds})`);
}
const ratio = (key: 'written' | 'delivered') => (median(results.hub.map((x) => x[key])) / median(results.preframed.map((x) => x[key]))).toFixed(2);
console.log(`ratio hub/pre-framed: delivered ${ratio('delivered')}, server-side writes ${ratio('written')} (${count} sockets)`);

clients.send({ close: true });
await new Promise((resolve) => clients.once('exit', resolve));
await server.close();
