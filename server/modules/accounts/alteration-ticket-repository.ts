import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** An alteration ticket lives 10 minutes (portal-shell §2.1 alteration). */
export const ALTERATION_TICKET_TTL_MS = 10 * 60_000;

const sha = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** What looking a ticket up found: its user, or why it cannot be used. */
export type TicketLookup = { status: 'ok'; userId: string } | { status: 'invalid' | 'expired' };

/**
 * Single-use tickets that carry a verified old password from step 1 of the alteration to
 * its last step. Only the hash is stored; a new ticket replaces the user's older ones.
 */
export function createAlterationTickets(db: Kysely<Database>) {
  async function lookup(ticket: string, now: Date, consume: boolean): Promise<TicketLookup> {
    const where = db.selectFrom('password_alteration_tickets').selectAll().where('ticket_hash', '=', sha(ticket));
    // Deleting the row read makes a concurrent second use find nothing.
    const row = consume
      ? await db.deleteFrom('password_alteration_tickets').where('ticket_hash', '=', sha(ticket)).returningAll().executeTakeFirst()
      : await where.executeTakeFirst();
    if (!row) return { status: 'invalid' };
    if (row.expires_at <= now) return { status: 'expired' };
    return { status: 'ok', userId: row.user_id };
  }

  return {
    /** Issues a ticket for `userId`; the ticket is shown once and never stored. */
    async issue(userId: string, now: Date): Promise<{ ticket: string; expiresAt: Date }> {
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + ALTERATION_TICKET_TTL_MS);
      await db.deleteFrom('password_alteration_tickets')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('expires_at', '<=', now)])).execute();
      await db.insertInto('password_alteration_tickets').values({ ticket_hash: sha(ticket), user_id: userId, expires_at: expiresAt }).execute();
      return { ticket, expiresAt };
    },

    /** Looks a ticket up without using it (step 2 checks the new password under it). */
    peek: (ticket: string, now: Date) => lookup(ticket, now, false),

    /** Uses a ticket up: a second use finds it invalid. */
    consume: (ticket: string, now: Date) => lookup(ticket, now, true),
  };
}
