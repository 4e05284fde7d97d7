import type pg from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';
import { REPORT_TIMEOUT_MAX_MS } from '../../../../shared/resources/report.ts';
import { badField, badRequest } from '../../../lib/app-error.ts';

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
  checkSourceUrl(url);
  let parsed: pg.ClientConfig;
  try {
    parsed = parseIntoClientConfig(url);
  } catch {
    throw badRequest('reportSourceUnreachable');
  }
  const limits = Object.entries(SESSION_LIMITS).map(([name, value]) => `-c ${name}=${value}`).join(' ');
  return {
    ...parsed,
    ...(login ? { user: login.user, password: login.password } : {}),
    options: [parsed.options, limits].filter(Boolean).join(' '),
    application_name: 'dkp-report',
  };
}

/**
 * The query parameters a source URL may carry. pg reads files named by `sslcert`, `sslkey` and
 * `sslrootcert` (synchronously, whatever they are: a missing file, /dev/zero, a FIFO), so an
 * administrator's URL must not name any: only these, which read nothing from our disk.
 */
const URL_PARAMS = new Set(['sslmode', 'ssl', 'application_name', 'connect_timeout', 'options', 'target_session_attrs']);

/**
 * Refuses a source URL that is not `postgres://` or `postgresql://`, or that carries a query
 * parameter outside {@link URL_PARAMS}: a localised 400 naming the parameter, under the URL field.
 */
export function checkSourceUrl(url: string): void {
  if (!URL.canParse(url)) throw badField('url', 'reportSourceUrlRequired');
  const parsed = new URL(url);
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) throw badField('url', 'reportSourceUrlRequired');
  for (const name of parsed.searchParams.keys()) {
    if (!URL_PARAMS.has(name)) throw badField('url', 'reportSourceUrlParam', { name: name.slice(0, 40) });
  }
}
