import type { Hub } from './hub.ts';
import type { Recipients } from './recipients.ts';

/**
 * Carries a serialised push to the sockets of its recipients, wherever they are held: in
 * this process ({@link createLocalRelay}, PGlite) or in any process on the same PostgreSQL
 * (`createPgRelay`).
 */
export interface Relay {
  /** Sends `text` (one JSON message, serialised once by the caller) to `recipients`. */
  publish(recipients: Recipients, text: string): Promise<void>;
  close(): Promise<void>;
}

/** The relay of a single process (embedded PGlite): delivers to this process's hub directly. */
export function createLocalRelay(hub: Hub): Relay {
  return {
    async publish(recipients, text) {
      hub.deliver(recipients, Buffer.from(text));
    },
    async close() {},
  };
}
