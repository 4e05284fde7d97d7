import type { Hub } from './hub.ts';
import type { Recipients } from './recipients.ts';

/**
 * Carries a serialised push to the sockets of its recipients, wherever they are held: in
 * this process ({@link createLocalRelay}, PGlite) or in any process on the same PostgreSQL
 * (`createPgRelay`). It also tells the other processes whose sessions changed here.
 */
export interface Relay {
  /** Sends `text` (one JSON message, serialised once by the caller) to `recipients`. */
  publish(recipients: Recipients, text: string): Promise<void>;
  /**
   * Tells every other process that `userId`'s sessions changed (logout, password change,
   * freezing, tenant switch), so that each checks that user's sockets now. This process checks
   * its own itself, on the domain event: it is not told again.
   */
  sessionsChanged(userId: string): Promise<void>;
  close(): Promise<void>;
}

/** The relay of a single process (embedded PGlite): delivers to this process's hub directly. */
export function createLocalRelay(hub: Hub): Relay {
  return {
    async publish(recipients, text) {
      hub.deliver(recipients, Buffer.from(text));
    },
    // No other process to tell.
    async sessionsChanged() {},
    async close() {},
  };
}
