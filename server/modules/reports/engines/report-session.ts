import type pg from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';
import { REPORT_TIMEOUT_MAX_MS } from '../../../../shared/resources/report.ts';

/** A login that replaces the user and password of a connection URL (the built-in source's reader). */
export interface ReportLogin {
  user: string;
  password: string;
}

/**
 * The settings every report session starts with, whoever's server it is: read-only by default
 * and no statement longer than the longest time limit a report may have. Each report's own
 * transaction narrows the time further (`set local statement_timeout`).
 */
export const SESSION_LIMITS = { default_transaction_read_only: 'on', statement_timeout: String(REPORT_TIMEOUT_MAX_MS) } as const;

/**
 * The client settings of a report connection: the URL read as pg reads it (host, port,
 * database, TLS), our session limits appended to its `options` (the server applies each
 * `-c`, ours last, so they win over any the URL gives), and `login` in place of the URL's user.
 * Built as an object, not a connection string: pg lets a connection string override the
 * user and password given beside it.
 */
export function reportSessionConfig(url: string, login?: ReportLogin): pg.ClientConfig {
  const parsed = parseIntoClientConfig(url);
  const limits = Object.entries(SESSION_LIMITS).map(([name, value]) => `-c ${name}=${value}`).join(' ');
  return {
    ...parsed,
    ...(login ? { user: login.user, password: login.password } : {}),
    options: [parsed.options, limits].filter(Boolean).join(' '),
    application_name: 'dkp-report',
  };
}
