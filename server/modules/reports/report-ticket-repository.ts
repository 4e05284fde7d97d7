import type { Executor } from '../../kit/executor.ts';

/**
 * The statements of trusted tickets and viewer sessions (report-tickets.ts): rows keyed by the
 * hash of their secret, each naming whose it is and when it expires.
 */

/** Whose a ticket or viewer session is, as stored. */
export interface GrantRow {
  user_id: string;
  tenant_id: number;
  report_id: string;
  locale: string;
  expires_at: Date;
}

/** Deletes the tickets expired before `now`, then stores a new one under its hash. */
export async function storeTicket(db: Executor, ticketHash: string, grant: GrantRow, now: Date): Promise<void> {
  await db.deleteFrom('report_tickets').where('expires_at', '<', now).execute();
  await db.insertInto('report_tickets').values({ ticket_hash: ticketHash, ...grant }).execute();
}

/** Deletes the ticket of a hash and answers it (a ticket serves once); undefined when there is none. */
export async function takeTicket(db: Executor, ticketHash: string): Promise<GrantRow | undefined> {
  return db.deleteFrom('report_tickets').where('ticket_hash', '=', ticketHash)
    .returning(['user_id', 'tenant_id', 'report_id', 'locale', 'expires_at']).executeTakeFirst();
}

/** Deletes the viewer sessions expired before `now`, then stores a new one under its token's hash. */
export async function storeViewerSession(db: Executor, tokenHash: string, grant: GrantRow, now: Date): Promise<void> {
  await db.deleteFrom('report_viewer_sessions').where('expires_at', '<', now).execute();
  await db.insertInto('report_viewer_sessions').values({ token_hash: tokenHash, ...grant }).execute();
}

/** The viewer session of a token's hash, expired or not; undefined when there is none. */
export async function viewerSessionOf(db: Executor, tokenHash: string): Promise<GrantRow | undefined> {
  return db.selectFrom('report_viewer_sessions').select(['user_id', 'tenant_id', 'report_id', 'locale', 'expires_at'])
    .where('token_hash', '=', tokenHash).executeTakeFirst();
}
