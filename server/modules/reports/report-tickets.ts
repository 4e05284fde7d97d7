import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Locale } from '../../../shared/schemas/locale.ts';
import type { Database } from '../../db/schema.ts';
import { storeTicket, storeViewerSession, takeTicket, viewerSessionOf, type GrantRow } from './report-ticket-repository.ts';

/** A ticket lives at most 3 minutes (issue 12, as Tableau's trusted tickets). */
export const TICKET_TTL_MS = 3 * 60_000;
/** A viewer opened with a ticket keeps its session for a working day. */
export const VIEWER_SESSION_TTL_MS = 8 * 3600_000;

/** Whose a ticket or viewer session is: the user, the tenant, the report and the viewer's language. */
export interface ReportGrant {
  userId: string;
  tenantId: number;
  reportId: string;
  locale: Locale;
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const newSecret = () => randomBytes(24).toString('base64url');

/**
 * Trusted tickets as Tableau's trusted authentication has them: single use, short-lived,
 * bound to a user and a view; only their hash is stored. Redeeming one opens a viewer
 * session whose token the viewer page sends with each of its requests.
 */
export function createReportTickets(db: Kysely<Database>, now: () => Date) {
  const expiry = (ms: number) => new Date(now().getTime() + ms);
  const rowOf = (row: { user_id: string; tenant_id: number; report_id: string; locale: string }): ReportGrant =>
    ({ userId: row.user_id, tenantId: row.tenant_id, reportId: row.report_id, locale: row.locale as Locale });
  const stored = (grant: ReportGrant, ttlMs: number): GrantRow =>
    ({ user_id: grant.userId, tenant_id: grant.tenantId, report_id: grant.reportId, locale: grant.locale, expires_at: expiry(ttlMs) });
  return {
    async issue(grant: ReportGrant): Promise<string> {
      const ticket = newSecret();
      await storeTicket(db, hashOf(ticket), stored(grant, TICKET_TTL_MS), now());
      return ticket;
    },
    /** Spends a ticket (whatever follows, it cannot serve twice); its grant if it was live. */
    async redeem(ticket: string): Promise<ReportGrant | null> {
      const row = await takeTicket(db, hashOf(ticket));
      return row && row.expires_at > now() ? rowOf(row) : null;
    },
    async openSession(grant: ReportGrant): Promise<string> {
      const token = newSecret();
      await storeViewerSession(db, hashOf(token), stored(grant, VIEWER_SESSION_TTL_MS), now());
      return token;
    },
    async session(token: string): Promise<ReportGrant | null> {
      const row = await viewerSessionOf(db, hashOf(token));
      return row && row.expires_at > now() ? rowOf(row) : null;
    },
  };
}
export type ReportTickets = ReturnType<typeof createReportTickets>;
