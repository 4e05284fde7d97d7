/**
 * What delivering one push to 10,000 sockets costs through the real hub, against the least
 * it could cost. The server (PGlite) holds `count` sockets of one user, opened in batches by
 * a child process (bench/notice-fanout-clients.ts). Each round either emits an
 * `announcement.released` domain event (serialised once, routed by the hub, `ws.send` of one
 * shared Buffer per socket) or writes one frame, pre-framed once with ws' `Sender.frame`,
 * straight to each socket's TCP stream; a round ends when every client has the frame. The two
 * ways are interleaved by the bench harness (bench/lib/interleaved.ts); prints the median of
 * each and their ratio, measured in one run.
 * Run: `npm run bench:notice-fanout [-- sockets] [--rounds N]` (15 rounds after 3 warm-up by
 * default; ulimit -n ≥ sockets + 100).
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import ws from 'ws';
import { serialisePush } from '../server/modules/realtime/index.ts';
import { startTestServer } from '../server/test-support/test-server.ts';
import { benchSettings, describeSettings, interleave, printRatio, printTable, type Target } from './lib/interleaved.ts';

const settings = benchSettings({ rounds: 15, warmupRounds: 3 });
const count = Number(settings.positionals[0] ?? 10_000);
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

const target = (name: string, way: keyof typeof ways): Target<{ writtenMs: number; deliveredMs: number }> => ({
  name,
  async measure() {
    const done = nextReport();
    const start = performance.now();
    ways[way]();
    // The hub writes in a listener (a microtask after emit); setImmediate runs after it, for both ways alike.
    await new Promise((resolve) => setImmediate(resolve));
    const writtenMs = performance.now() - start;
    await done;
    return { writtenMs, deliveredMs: performance.now() - start };
  },
});

console.log(`${count} sockets; ${describeSettings(settings, false)}`);
const results = await interleave([target('hub', 'hub'), target('pre-framed', 'preframed')], settings, { quiet: true });
printTable(results, [
  { metric: 'deliveredMs', label: 'delivered to all, ms', digits: 1, spread: true },
  { metric: 'writtenMs', label: 'server-side writes, ms', digits: 1, spread: true },
]);
printRatio(results, 'hub', 'pre-framed', 'deliveredMs');
printRatio(results, 'hub', 'pre-framed', 'writtenMs');

clients.send({ close: true });
await new Promise((resolve) => clients.once('exit', resolve));
await server.close();
