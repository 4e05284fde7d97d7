import { createHash } from 'node:crypto';

/** A strong entity tag of `bytes` (RFC 9110 §8.8.3): their SHA-256, quoted; equal tags, equal bytes. */
export function strongEntityTag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/**
 * Whether an `If-None-Match` header names `etag` (or is `*`): the client holds these bytes and
 * gets a 304. Compared weakly, as RFC 9110 §13.1.2 says for this header: a `W/` is ignored.
 */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  return header.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '');
    return bare === '*' || bare === etag;
  });
}
