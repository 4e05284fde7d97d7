import net from 'node:net';

/** A TCP proxy of the tests that can make its connections go silent, as a dead network does. */
export interface FreezableProxy {
  /** The loopback port to connect to instead of the target's. */
  port: number;
  /** How many connections it has accepted so far. */
  accepted(): number;
  /**
   * From now on the connections open so far forward nothing and stay open: a half-open TCP
   * connection, which neither side notices until it waits for an answer. New connections work.
   */
  freeze(): void;
  close(): Promise<void>;
}

/** Starts a proxy on a free loopback port that forwards every connection to `host:port`. */
export async function startFreezableProxy(host: string, port: number): Promise<FreezableProxy> {
  const pairs: { frozen: boolean; sockets: net.Socket[] }[] = [];
  let accepted = 0;
  // Half-open allowed: a frozen connection must not even answer a FIN, as a dead peer would not.
  const server = net.createServer({ allowHalfOpen: true }, (downstream) => {
    accepted++;
    const upstream = net.connect({ port, host, allowHalfOpen: true });
    const pair = { frozen: false, sockets: [downstream, upstream] };
    pairs.push(pair);
    const forward = (from: net.Socket, to: net.Socket) => {
      from.on('data', (data) => { if (!pair.frozen) to.write(data); });
      from.on('end', () => { if (!pair.frozen) to.end(); });
      from.on('close', () => { if (!pair.frozen) to.destroy(); });
      from.on('error', () => undefined);
    };
    forward(downstream, upstream);
    forward(upstream, downstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    accepted: () => accepted,
    freeze() {
      for (const pair of pairs) pair.frozen = true;
    },
    async close() {
      for (const pair of pairs) pair.sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
