import net from 'node:net';
import type pg from 'pg';
import { lazyRequire } from '../../lib/lazy-require.ts';

/** The PostgreSQL client, loaded only by a process on PostgreSQL. */
const pgModule = lazyRequire<typeof pg>('pg');

/** How a {@link openPgListener} watches and replaces its connection. */
export interface PgListenerTiming {
  /** Pause before the first attempt to open a lost connection again; doubles per failure. */
  retryMinMs: number;
  /** The longest pause between attempts. */
  retryMaxMs: number;
  /** How often the open connection is probed with `select 1`. */
  probeIntervalMs: number;
  /** A connect, `LISTEN` or probe unanswered for this long counts the connection dead. */
  answerTimeoutMs: number;
}

/**
 * Production timing: a lost connection is retried after 1 s, 2 s, 4 s… up to 30 s; a connection
 * that died silently (idle kill behind a firewall, half-open TCP) is found within 30 s + 10 s.
 */
export const PG_LISTENER_TIMING: PgListenerTiming = { retryMinMs: 1000, retryMaxMs: 30_000, probeIntervalMs: 30_000, answerTimeoutMs: 10_000 };

/** `application_name` of a connection listening on `channel`, to tell it in `pg_stat_activity`. */
export const pgListenerApplication = (channel: string) => `dkp listener ${channel}`;

export interface PgListener {
  /** Ends the connection and every pending retry or probe; the listener never reconnects after. */
  close(): Promise<void>;
}

interface Connection {
  client: pg.Client;
  socket: net.Socket;
  /** Set once the connection is given up; a second loss of the same connection is ignored. */
  lost: boolean;
}

/**
 * A dedicated connection that `LISTEN`s on `channel` and stays so: when it drops (database
 * restart, `pg_terminate_backend`, idle kill) or stops answering its periodic probe, it is
 * thrown away and opened again with a growing pause, and `LISTEN` is issued again. The first
 * connection must succeed (a process that cannot listen would miss every push): its failure
 * rejects, and nothing is retried behind the caller's back.
 */
export async function openPgListener(options: {
  url: string;
  channel: string;
  onNotification: (payload: string) => void;
  /** Told when a lost connection was replaced and listens again: what was notified meanwhile is lost. */
  onReconnect?: () => void;
  log: (message: string) => void;
  timing?: PgListenerTiming;
}): Promise<PgListener> {
  const { url, channel, onNotification, onReconnect, log, timing = PG_LISTENER_TIMING } = options;
  let current: Connection | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let probeTimer: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;

  /** Gives a connection up; when it was the live one, schedules its replacement. */
  const lose = (conn: Connection, reason: string) => {
    if (conn.lost) return;
    conn.lost = true;
    // Destroyed rather than ended: a dead peer would never answer a polite goodbye.
    conn.socket.destroy();
    if (current !== conn) return;
    current = null;
    if (probeTimer) clearTimeout(probeTimer);
    probeTimer = null;
    scheduleRetry(reason);
  };

  const scheduleRetry = (reason: string) => {
    if (closed || retryTimer) return;
    const delay = Math.min(timing.retryMaxMs, timing.retryMinMs * 2 ** failures);
    failures++;
    log(`listener on ${channel} lost (${reason}); listening again in ${delay} ms`);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connecting = connect().then(
        () => {
          if (!current) return;
          log(`listener on ${channel} reconnected`);
          onReconnect?.();
        },
        (error: unknown) => scheduleRetry((error as Error).message),
      ).finally(() => { connecting = null; });
    }, delay);
    retryTimer.unref();
  };

  const probe = (conn: Connection) => {
    probeTimer = setTimeout(() => {
      probeTimer = null;
      conn.client.query('select 1').then(
        () => { if (current === conn) probe(conn); },
        (error: unknown) => lose(conn, `probe failed: ${(error as Error).message}`),
      );
    }, timing.probeIntervalMs);
    probeTimer.unref();
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const socket = new net.Socket();
    const client = new (pgModule().Client)({
      connectionString: url,
      application_name: pgListenerApplication(channel),
      // Only LISTEN and the probe run here: neither may wait longer than this for an answer.
      connectionTimeoutMillis: timing.answerTimeoutMs,
      query_timeout: timing.answerTimeoutMs,
      keepAlive: true,
      stream: () => socket,
    });
    const conn: Connection = { client, socket, lost: false };
    // pg emits 'error' when the connection breaks; an unheard 'error' would end the process.
    client.on('error', (error) => lose(conn, error.message));
    client.on('end', () => lose(conn, 'connection ended'));
    client.on('notification', (note) => {
      if (note.channel === channel && note.payload) onNotification(note.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lose(conn, (error as Error).message);
      throw error;
    }
    if (conn.lost) throw new Error('connection lost while starting to listen');
    if (closed) {
      lose(conn, 'closed');
      return;
    }
    current = conn;
    failures = 0;
    probe(conn);
  };

  await connect();

  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (probeTimer) clearTimeout(probeTimer);
      retryTimer = probeTimer = null;
      await connecting?.catch(() => undefined);
      const conn = current;
      current = null;
      if (!conn) return;
      // A polite end while the database answers; a dead one gets its socket destroyed.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        conn.client.end().catch(() => undefined),
        new Promise((resolve) => { timer = setTimeout(resolve, timing.answerTimeoutMs); }),
      ]);
      clearTimeout(timer);
      lose(conn, 'closed');
    },
  };
}
