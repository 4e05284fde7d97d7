import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Hub } from './hub.ts';
import { decodeNotifyPayload, decodeSessionsChangedPayload, encodeNotifyPayloads, encodeSessionsChangedPayload } from './notify-payload.ts';
import { openPgListener, type PgListenerTiming } from './pg-listener.ts';
import type { Relay } from './relay.ts';

/**
 * Sent to every socket of a process whose listener came back: a 'topic' push means "reload
 * notices and announcements" to the client, so none stays without what was pushed while
 * the process could not hear (portal-shell §2.6).
 */
export const RELOAD_FRAME = Buffer.from(JSON.stringify({ cmd: 'topic', msgTxt: '', msgId: '' }));

/** The one channel every process listens on. */
export const PUSH_CHANNEL = 'dkp_realtime_push';

/**
 * The relay of a process on PostgreSQL: a push is `NOTIFY`ed on {@link PUSH_CHANNEL} through
 * the pool, and every process (the sender too) delivers what it hears on its own dedicated
 * `LISTEN` connection ({@link openPgListener}), so each socket gets the push once, from the
 * process that holds it. While the listening connection is down (database restart, idle kill)
 * pushes are lost; it is opened again with a growing pause, and a periodic probe finds one
 * that died without a word. Once it listens again, every socket of the process is told to
 * reload ({@link RELOAD_FRAME}), so what was lost is fetched.
 *
 * A `sessions.changed` goes on the same channel with this relay's random sender id; every
 * other process hands its user ids to `onSessionsChanged`, and this one skips its own, having
 * checked its sockets already. The id is per relay, not per OS process: tests run two servers
 * in one process.
 */
export async function createPgRelay(
  url: string,
  db: Kysely<Database>,
  hub: Pick<Hub, 'deliver' | 'deliverToAll'>,
  onSessionsChanged: (userIds: string[]) => void,
  log: (message: string) => void,
  timing?: PgListenerTiming,
): Promise<Relay> {
  const sender = randomBytes(6).toString('base64url');
  const listener = await openPgListener({
    url, channel: PUSH_CHANNEL, log, timing,
    // Pushes NOTIFYed while the listener was away are lost: every socket held reloads instead.
    onReconnect: () => { hub.deliverToAll(RELOAD_FRAME); },
    onNotification(payload) {
      const push = decodeNotifyPayload(payload);
      if (push) {
        hub.deliver(push.recipients, Buffer.from(push.text));
        return;
      }
      const changed = decodeSessionsChangedPayload(payload);
      if (changed && changed.sender !== sender) onSessionsChanged(changed.userIds);
    },
  });

  // Notifications leave one after another, so every socket hears pushes in the order they were made.
  let tail: Promise<unknown> = Promise.resolve();
  const notify = (payloads: string[]) => {
    // One statement: the NOTIFYs of one transaction are delivered together and in order.
    const sent = tail.then(() => sql`select pg_notify(${PUSH_CHANNEL}, p) from unnest(${payloads}::text[]) as p`.execute(db));
    tail = sent.catch(() => undefined);
    return sent.then(() => undefined);
  };
  return {
    publish: (recipients, text) => notify(encodeNotifyPayloads(recipients, text)),
    sessionsChanged: (userId) => notify([encodeSessionsChangedPayload(sender, userId)]),
    close: () => listener.close(),
  };
}
