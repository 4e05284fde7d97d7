/**
 * The client side of bench/notice-fanout.ts, run in a child process so that the clients'
 * file descriptors do not share the server's limit. Opens `count` sockets to `url` with
 * `token` as protocol, in batches; tells the parent `{ open }` once all are open, then
 * `{ received }` each time every socket has received one more frame.
 */
import WebSocket from 'ws';

const [url = '', token = '', countText = '10000'] = process.argv.slice(2);
const count = Number(countText);
const BATCH = 500;
let received = 0;
const sockets: WebSocket[] = [];

for (let opened = 0; opened < count; opened += BATCH) {
  const batch = Array.from({ length: Math.min(BATCH, count - opened) }, () => new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(url, [token], { perMessageDeflate: false });
    ws.on('open', () => resolve());
    ws.on('error', reject);
    ws.on('message', () => {
      received++;
      if (received % count === 0) process.send!({ received });
    });
    sockets.push(ws);
  }));
  await Promise.all(batch);
}
process.send!({ open: sockets.length });
process.on('message', (message: { close?: boolean }) => {
  if (!message.close) return;
  for (const ws of sockets) ws.terminate();
  process.exit(0);
});
