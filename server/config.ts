import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';
import { meetsPasswordPolicy } from './lib/credentials/passwords.ts';
import { defaultHashGateLimits, type HashGateLimits } from './lib/credentials/hash-gate.ts';
import { DEFAULT_ADDRESS_RULE, type ThrottleRule } from './lib/credentials/throttle.ts';
import { parseSmsWebhookUrl } from './modules/sms-codes/sms-gateway.ts';

/** Everything the server reads from its environment (documented in the README). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  apiBase: string;
  adminPassword: string | null;
  demoPassword: string | null;
  loginCaptcha: boolean;
  signSecret: string;
  /**
   * `DKP_SIGN_SCHEME`: `dkp` (default) checks our token-bound SHA-256 `X-Sign`; `jeecg` also
   * accepts JeecgBoot's MD5 signature with a millisecond `X-TIMESTAMP` (server/plugins/jeecg-sign.ts;
   * its weakness is in the README).
   */
  signScheme: 'dkp' | 'jeecg';
  allowedOrigins: string[];
  /** `DKP_RICH_TEXT_IFRAME_ORIGINS`: the https origins an iframe in rich text may show (none by default; shared/rich-text/allowlist.ts). */
  richTextIframeOrigins: string[];
  /** Which hops may set `X-Forwarded-For` (see lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** scrypt hashes in flight and waiting at once (`DKP_SCRYPT_CONCURRENCY`, `DKP_SCRYPT_QUEUE`). */
  passwordWork: HashGateLimits;
  /** Back-off of sign-ins per client address (`DKP_LOGIN_ADDRESS_*`); the per-account one is fixed. */
  loginAddressRule: ThrottleRule;
  /** Where the built portal lives; served at `/` when present. */
  portalDir: string;
  /** Where the built element bundle lives; served at `/elements/` when present. */
  elementsDir: string;
  /** `DKP_SMS_WEBHOOK_URL`: SMS codes are posted there; unset, they go to the administrators' outbox. */
  smsWebhookUrl: string | null;
  /** Days a password stays valid before it must be changed (portal-shell §2.2); 0: never expires. */
  passwordMaxAgeDays: number;
  /** Seeded usernames that must change their password at the first sign-in (first start only). */
  seedPasswordMustChange: string[];
  /** Life of a scan-code login request (portal-shell §2.3), in seconds. */
  scanLoginTtlSeconds: number;
  /** `DKP_UPLOAD_MAX_MB`: the largest file `/sys/common/upload` takes, in bytes (default 50 MiB). */
  uploadMaxBytes: number;
  /** The portal's public origin for links put in QR codes; `null`: from the request's host. */
  publicUrl: string | null;
  /** `DKP_SCRYPT_LOG_N`: cost (log2 N) of new password hashes; lower than 17 only for tests. */
  scryptLogN: number;
  /** What the global footer shows that belongs to the deployment (portal-shell §2.4); empty: not shown. */
  footer: { recordNumber: string; publicAccountUrl: string; serviceAccountUrl: string };
  /** DingTalk's authorisation and API hosts (scan login through DingTalk); changed only for tests and proxies. */
  dingtalk: { loginBase: string; apiBase: string };
  /**
   * `DKP_SECRET_KEY`: the key (16 characters or more) that encrypts report data sources'
   * connection URLs at rest; `null`: only the built-in source can be used.
   */
  secretKey: string | null;
  /**
   * `DKP_REPORT_DATABASE_URL` (PostgreSQL only): the login built-in reports run as, a role that
   * reads the `report_data` schema only; unset, the server makes one of its own for its database
   * (server/modules/reports/engines/reader-login.ts), which needs a database user with `CREATEROLE`.
   */
  reportDatabaseUrl: string | null;
  /**
   * `DKP_TABLEAU_URL` (and `DKP_TABLEAU_SITE`): the Tableau Server that reports with a Tableau
   * view open on (issue 12, architecture §5); `null`: none, only the built-in report server.
   */
  tableau: { url: string; site: string } | null;
  /** `DKP_TIME_ZONE`: the IANA zone scheduled jobs' cron expressions are read in (default: the process's own). */
  timeZone: string;
  /**
   * The scheduler (server/modules/scheduler): `DKP_SCHEDULER` off keeps this process from
   * running jobs (it still serves the page); `DKP_SCHEDULER_POLL_MS` how often it looks for due
   * fires; `DKP_SCHEDULER_LEASE_SECONDS` how long a run is held before another process may take it.
   */
  scheduler: { enabled: boolean; pollMs: number; leaseMs: number };
  /**
   * `DKP_SMTP_URL`: the SMTP server report subscriptions are mailed through (issue 13),
   * `smtp://user:pass@host:587` or `smtps://…:465`; `null`: mails go to the administrators' outbox.
   */
  smtpUrl: string | null;
  /** `DKP_MAIL_FROM`: the sender of those mails (`sys_config` key `mail.from` overrides it). */
  mailFrom: string;
  /**
   * `DKP_REPORT_WORKER_IDLE_SECONDS` (default 60): on PGlite, how long the report database's
   * worker thread stays open after its last report (server/db/report-data); the next report opens it again.
   */
  reportWorkerIdleMs: number;
  /**
   * `DKP_REPORT_WARM_UP` (default on): on PGlite, a sign-in starts the report database's worker
   * and loads ECharts in the background, so that the analysis home every sign-in lands on
   * does not pay their cold start (server/modules/reports/warm-up.ts).
   */
  reportWarmUp: boolean;
  /**
   * Spreadsheet imports (issue 21): `DKP_IMPORT_CONCURRENCY` run at once in this process and
   * `DKP_IMPORT_QUEUE` wait (one more is answered 503 with Retry-After);
   * `DKP_IMPORT_MAX_UNZIPPED_MB` is what one file's parts may inflate to, together.
   */
  imports: { concurrency: number; queue: number; maxUnzippedBytes: number };
}

/** The development signing secret; the README says to change it in production. */
export const DEV_SIGN_SECRET = 'dkp-dev-sign-secret';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`expected true or false, got '${value}'`);
}

function initialPassword(name: string, value: string | undefined): string | null {
  if (!value) return null;
  if (!meetsPasswordPolicy(value)) {
    throw new Error(`${name} must have at least 8 characters mixing digits, upper and lower case letters and symbols`);
  }
  return value;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got '${value}'`);
  return n;
}

function origin(name: string, value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  return url.origin;
}

/**
 * DKP_ALLOWED_ORIGINS: comma-separated origins whose pages may embed the elements. Each is
 * normalised the way a browser sends `Origin` (lower-case host, no trailing slash, no default
 * port), so 'https://Intranet.example/' still matches; a value with a path is refused rather
 * than silently widened to its origin.
 */
function allowedOrigins(value: string | undefined, name = 'DKP_ALLOWED_ORIGINS'): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const normalised = origin(name, entry)!;
    if (new URL(entry).pathname !== '/' || /[?#]/.test(entry)) {
      throw new Error(`${name} takes origins (scheme://host[:port]) only, got '${entry}'`);
    }
    return normalised;
  });
}

/** scrypt's log2 N for new hashes: 17 by default; 12 to 20 accepted (stored hashes keep their own). */
function scryptCost(value: string | undefined): number {
  if (value === undefined || value === '') return 17;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 12 || n > 20) throw new Error(`DKP_SCRYPT_LOG_N must be a whole number from 12 to 20, got '${value}'`);
  return n;
}

/** A whole http(s) URL (path kept), or '' when unset. */
function httpUrl(name: string, value: string | undefined): string {
  if (!value) return '';
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  return url.toString();
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${value}'`);
  return n;
}

function wholeDays(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of days (0 turns it off), got '${value}'`);
  return n;
}

/**
 * DKP_SIGN_SECRET. The development default is public (it ships in every portal bundle built
 * without `VITE_DKP_SIGN_SECRET`), so production refuses to start on it; main.ts warns otherwise.
 */
function signSecret(env: NodeJS.ProcessEnv): string {
  const secret = env.DKP_SIGN_SECRET || DEV_SIGN_SECRET;
  if (secret === DEV_SIGN_SECRET && env.NODE_ENV === 'production') {
    throw new Error('DKP_SIGN_SECRET is unset or the development default; with NODE_ENV=production set a secret of your own (and build the portal with the same VITE_DKP_SIGN_SECRET)');
  }
  return secret;
}

/** DKP_SIGN_SCHEME: `dkp` (default) or `jeecg`. */
function signScheme(value: string | undefined): Config['signScheme'] {
  const scheme = (value ?? '').trim().toLowerCase() || 'dkp';
  if (scheme !== 'dkp' && scheme !== 'jeecg') throw new Error(`DKP_SIGN_SCHEME must be dkp or jeecg, got '${value}'`);
  return scheme;
}

/** Reads and checks the configuration; throws a readable error on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  const apiBase = env.DKP_API_BASE || '/api';
  if (!/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/.test(apiBase)) throw new Error(`DKP_API_BASE must look like /api, got '${apiBase}'`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    apiBase,
    adminPassword: initialPassword('DKP_ADMIN_PASSWORD', env.DKP_ADMIN_PASSWORD),
    demoPassword: initialPassword('DKP_DEMO_PASSWORD', env.DKP_DEMO_PASSWORD),
    loginCaptcha: flag(env.DKP_LOGIN_CAPTCHA, true),
    signSecret: signSecret(env),
    signScheme: signScheme(env.DKP_SIGN_SCHEME),
    allowedOrigins: allowedOrigins(env.DKP_ALLOWED_ORIGINS),
    richTextIframeOrigins: allowedOrigins(env.DKP_RICH_TEXT_IFRAME_ORIGINS, 'DKP_RICH_TEXT_IFRAME_ORIGINS'),
    trustProxy: parseTrustProxy(env.DKP_TRUST_PROXY),
    passwordWork: {
      concurrency: positiveInteger('DKP_SCRYPT_CONCURRENCY', env.DKP_SCRYPT_CONCURRENCY, defaultHashGateLimits(env).concurrency),
      queue: wholeNumber('DKP_SCRYPT_QUEUE', env.DKP_SCRYPT_QUEUE, defaultHashGateLimits(env).queue),
    },
    loginAddressRule: {
      ...DEFAULT_ADDRESS_RULE,
      limit: positiveInteger('DKP_LOGIN_ADDRESS_LIMIT', env.DKP_LOGIN_ADDRESS_LIMIT, DEFAULT_ADDRESS_RULE.limit),
      firstLockMs: 1000 * positiveInteger('DKP_LOGIN_ADDRESS_LOCK_SECONDS', env.DKP_LOGIN_ADDRESS_LOCK_SECONDS, DEFAULT_ADDRESS_RULE.firstLockMs / 1000),
      maxLockMs: 1000 * positiveInteger('DKP_LOGIN_ADDRESS_MAX_LOCK_SECONDS', env.DKP_LOGIN_ADDRESS_MAX_LOCK_SECONDS, DEFAULT_ADDRESS_RULE.maxLockMs / 1000),
    },
    portalDir: path.resolve('dist/portal'),
    elementsDir: path.resolve('dist/elements'),
    smsWebhookUrl: parseSmsWebhookUrl(env.DKP_SMS_WEBHOOK_URL),
    passwordMaxAgeDays: wholeDays('DKP_PASSWORD_MAX_AGE_DAYS', env.DKP_PASSWORD_MAX_AGE_DAYS, 90),
    seedPasswordMustChange: (env.DKP_SEED_PASSWORD_MUST_CHANGE ?? '').split(',').map((u) => u.trim()).filter(Boolean),
    scanLoginTtlSeconds: positiveInteger('DKP_SCAN_LOGIN_TTL_SECONDS', env.DKP_SCAN_LOGIN_TTL_SECONDS, 120),
    uploadMaxBytes: positiveInteger('DKP_UPLOAD_MAX_MB', env.DKP_UPLOAD_MAX_MB, 50) * 2 ** 20,
    publicUrl: origin('DKP_PUBLIC_URL', env.DKP_PUBLIC_URL),
    scryptLogN: scryptCost(env.DKP_SCRYPT_LOG_N),
    footer: {
      recordNumber: (env.DKP_RECORD_NUMBER ?? '').trim().slice(0, 100),
      publicAccountUrl: httpUrl('DKP_PUBLIC_ACCOUNT_URL', env.DKP_PUBLIC_ACCOUNT_URL),
      serviceAccountUrl: httpUrl('DKP_SERVICE_ACCOUNT_URL', env.DKP_SERVICE_ACCOUNT_URL),
    },
    dingtalk: {
      loginBase: origin('DKP_DINGTALK_LOGIN_URL', env.DKP_DINGTALK_LOGIN_URL) ?? 'https://login.dingtalk.com',
      apiBase: origin('DKP_DINGTALK_API_URL', env.DKP_DINGTALK_API_URL) ?? 'https://api.dingtalk.com',
    },
    secretKey: secretKey(env.DKP_SECRET_KEY),
    reportDatabaseUrl: postgresUrl('DKP_REPORT_DATABASE_URL', env.DKP_REPORT_DATABASE_URL),
    tableau: tableau(env.DKP_TABLEAU_URL, env.DKP_TABLEAU_SITE),
    timeZone: timeZone(env.DKP_TIME_ZONE),
    scheduler: {
      enabled: flag(env.DKP_SCHEDULER, true),
      pollMs: positiveInteger('DKP_SCHEDULER_POLL_MS', env.DKP_SCHEDULER_POLL_MS, 1000),
      leaseMs: 1000 * positiveInteger('DKP_SCHEDULER_LEASE_SECONDS', env.DKP_SCHEDULER_LEASE_SECONDS, 60),
    },
    smtpUrl: smtpUrl(env.DKP_SMTP_URL),
    mailFrom: (env.DKP_MAIL_FROM ?? '').trim() || DEFAULT_MAIL_FROM,
    reportWorkerIdleMs: 1000 * positiveInteger('DKP_REPORT_WORKER_IDLE_SECONDS', env.DKP_REPORT_WORKER_IDLE_SECONDS, 60),
    reportWarmUp: flag(env.DKP_REPORT_WARM_UP, true),
    imports: {
      concurrency: positiveInteger('DKP_IMPORT_CONCURRENCY', env.DKP_IMPORT_CONCURRENCY, 2),
      queue: wholeNumber('DKP_IMPORT_QUEUE', env.DKP_IMPORT_QUEUE, 8),
      maxUnzippedBytes: 2 ** 20 * positiveInteger('DKP_IMPORT_MAX_UNZIPPED_MB', env.DKP_IMPORT_MAX_UNZIPPED_MB, 64),
    },
  };
}

/** An IANA time zone the runtime knows (e.g. Asia/Shanghai); the process's own when unset. */
function timeZone(value: string | undefined): string {
  const zone = (value ?? '').trim();
  if (!zone) return Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`DKP_TIME_ZONE must be an IANA time zone such as Asia/Shanghai, got '${zone}'`);
  }
}

/** The sender when neither `DKP_MAIL_FROM` nor the `mail.from` setting names one. */
export const DEFAULT_MAIL_FROM = 'DKP <no-reply@dkp.invalid>';

/** An SMTP URL (smtp: or smtps:), else a start-up error naming the variable. */
function smtpUrl(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (!URL.canParse(text) || !['smtp:', 'smtps:'].includes(new URL(text).protocol)) {
    throw new Error('DKP_SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return text;
}

/** Tableau Server's base URL (no trailing slash; a path is kept, for a server behind a prefix) and its site ('' the default site). */
function tableau(url: string | undefined, site: string | undefined): Config['tableau'] {
  if (!url) return null;
  const base = httpUrl('DKP_TABLEAU_URL', url).replace(/\/+$/, '');
  const name = (site ?? '').trim();
  if (!/^[A-Za-z0-9_-]{0,64}$/.test(name)) throw new Error(`DKP_TABLEAU_SITE must be a Tableau site's content URL (letters, digits, _ and -), got '${name}'`);
  return { url: base, site: name };
}

/** A postgres:// or postgresql:// URL, else a start-up error naming the variable; `null` when unset. */
function postgresUrl(name: string, value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (!URL.canParse(text) || !['postgres:', 'postgresql:'].includes(new URL(text).protocol)) throw new Error(`${name} must be a postgres:// URL`);
  return text;
}

function secretKey(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 16) throw new Error('DKP_SECRET_KEY must have at least 16 characters');
  return value;
}
