import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** The AES-256 key of `DKP_SECRET_KEY`, stretched and bound to this use. */
const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'dkp-report-sources', 'connection-url', 32));

/**
 * Seals a data source's connection URL (AES-256-GCM, a random nonce each time): what the
 * database keeps is `v1.<nonce>.<tag>.<ciphertext>`, base64url, useless without the key.
 */
export function sealSecret(secret: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Opens what `sealSecret` sealed; `null` when the key is another or the text was altered. */
export function openSecret(secret: string, sealed: string): string | null {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Query parameters that never carry a secret, shown as they are; every other value is masked. */
const PLAIN_PARAMS = new Set(['user', 'host', 'port', 'dbname', 'sslmode', 'connect_timeout', 'application_name', 'target_session_attrs']);
const MASK = '***';

/**
 * A PostgreSQL URL as administrators may see it again: host, port, database and user as
 * given, the password masked, and every query value masked but those of {@link PLAIN_PARAMS}
 * (`password=`, `sslpassword=`, `sslkey=`, whatever a driver may read a secret from), the
 * fragment dropped. Masking a masked hint changes nothing (migration 0033 masks old hints so).
 */
export function urlHint(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = MASK;
  const query = new URLSearchParams();
  for (const [name, value] of parsed.searchParams) query.append(name, PLAIN_PARAMS.has(name.toLowerCase()) ? value : MASK);
  parsed.search = query.size > 0 ? `?${query.toString()}` : '';
  parsed.hash = '';
  return parsed.toString();
}
