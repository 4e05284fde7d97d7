import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The stored (hashed) password-reset tickets (portal-shell §2.1 /user/reset). */
export function createResetTicketRepository(db: Kysely<Database>) {
  return {
    /** Stores the user's new ticket, dropping their older ones and every expired one. */
    async replace(userId: string, ticketHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.deleteFrom('password_reset_tickets').where((eb) => eb.or([eb('user_id', '=', userId), eb('expires_at', '<=', now)])).execute();
      await db.insertInto('password_reset_tickets').values({ ticket_hash: ticketHash, user_id: userId, expires_at: expiresAt }).execute();
    },

    /** Uses a live ticket up (deleting it, so a second use finds nothing); its user's id, or undefined. */
    async consume(ticketHash: string, now: Date): Promise<string | undefined> {
      const used = await db.deleteFrom('password_reset_tickets')
        .where('ticket_hash', '=', ticketHash).where('expires_at', '>', now)
        .returning('user_id').executeTakeFirst();
      return used?.user_id;
    },
  };
}
