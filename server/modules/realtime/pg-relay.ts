import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.ts';
import type { Hub } from './hub.ts';
import { decodeNotifyPayload, encodeNotifyPayloads } from './notify-payload.ts';
import type { Relay } from './relay.ts';

/** The one channel every process listens on. */
export const PUSH_CHANNEL = 'dkp_realtime_push';
/** Pause before a lost listening connection is opened again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * The relay of a process on PostgreSQL: a push is `NOTIFY`ed on {@link PUSH_CHANNEL} through
 * the pool, and every process (the sender too) delivers what it hears on its own dedicated
 * `LISTEN` connection, so each socket gets the push once, from the process that holds it.
 * While the listening connection is down (database restart) pushes are lost; the connection
 * is opened again after {@link RELISTEN_DELAY_MS}.
 */
export async function createPgRelay(url: string, db: Kysely<Database>, hub: Hub, log: (message: string) => void): Promise<Relay> {
  let client: pg.Client | null = null;
  let closed = false;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let failed = false;
    const fail = (reason: string) => {
      if (failed) return;
      failed = true;
      if (client === next) client = null;
      next.end().catch(() => undefined);
      if (closed) return;
      log(`realtime push listener lost (${reason}); listening again in ${RELISTEN_DELAY_MS} ms`);
      setTimeout(() => void listen().catch(() => undefined), RELISTEN_DELAY_MS).unref();
    };
    next.on('notification', (note) => {
      if (note.channel !== PUSH_CHANNEL || !note.payload) return;
      const push = decodeNotifyPayload(note.payload);
      if (push) hub.deliver(push.recipients, Buffer.from(push.text));
    });
    next.on('error', (error) => fail(error.message));
    next.on('end', () => fail('connection ended'));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${PUSH_CHANNEL}`);
    } catch (error) {
      fail((error as Error).message);
      throw error;
    }
  };
  // The first connection must work: a process that cannot listen would miss every push.
  await listen();

  // Pushes leave one after another, so every socket hears them in the order they were made.
  let tail: Promise<unknown> = Promise.resolve();
  return {
    publish(recipients, text) {
      const payloads = encodeNotifyPayloads(recipients, text);
      // One statement: the NOTIFYs of one transaction are delivered together and in order.
      const sent = tail.then(() => sql`select pg_notify(${PUSH_CHANNEL}, p) from unnest(${payloads}::text[]) as p`.execute(db));
      tail = sent.catch(() => undefined);
      return sent.then(() => undefined);
    },
    async close() {
      closed = true;
      await client?.end();
      client = null;
    },
  };
}
