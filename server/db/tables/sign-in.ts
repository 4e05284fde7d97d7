import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types.ts';

/** Table types: sessions, sign-in throttles and codes, tickets and rate limits. The migrations are the source of truth. */

export interface SessionsTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  tenant_id: number;
  /** 'password' sessions slide by 30 minutes; 'other' last 7 days. */
  kind: 'password' | 'other';
  org_code: string;
  ip: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  locked_until: Date | null;
  last_failure_at: Timestamp;
}

/** Scan-code login requests (migration 0002); the poll secret is stored only as a hash. */
export interface ScanLoginsTable {
  id: string;
  poll_secret_hash: string;
  /** pending, scanned, confirmed, refused, or completed once the desktop has its session. */
  status: ColumnType<string, string | undefined, string>;
  desktop_ip: ColumnType<string, string | undefined, string>;
  desktop_agent: ColumnType<string, string | undefined, string>;
  /** The phone's user, from the scan on. */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  tenant_id: ColumnType<number | null, number | null | undefined, number | null>;
  org_code: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
}

/** One live SMS code per mobile and mode (migration 0003); only a salted hash is stored. */
export interface SmsCodesTable {
  mobile: string;
  /** `SMS_MODES`: '0' login, '1' register, '2' reset. */
  mode: string;
  salt: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
}

/** Messages of the default SMS gateway, readable by administrators (migration 0003). */
export interface SmsOutboxTable {
  id: Generated<string>;
  mobile: string;
  content: string;
  created_at: CreatedAt;
}

/** Single-use tickets of the password alteration (migration 0004); only their hash is stored. */
export interface PasswordAlterationTicketsTable {
  ticket_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** Fixed-window request budgets by key, e.g. per client address (migration 0004). */
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}
