/**
 * What an announcement's `openPage` is (portal-shell §2.6 "'go handle' … navigating to
 * openPage"): an http(s) address, opened in a new tab; a path of this portal, followed by
 * the router; or neither, and then nothing opens it.
 */
export type OpenPageKind = 'external' | 'portal';

// Browsers read '\' as '/' and drop tabs and newlines inside URLs, so '/\evil.example' or
// '/\t/evil.example' would leave the portal; no page needs whitespace or a control character.
const AMBIGUOUS = /[\\\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;
// The scheme written out, with its two slashes: 'https:evil.example' is read as a host too.
const HTTP = /^https?:\/\/[^/?#]/i;
// A '.' or '..' segment, written or percent-encoded: '/..//evil.example' resolves to '//evil.example'.
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(?=$|[/?#])/i;
// Any origin serves to resolve a path; only whether it stays on it matters.
const PROBE = 'http://portal.invalid';

/**
 * The one rule for a safe `openPage`, applied by the server when it stores an announcement,
 * by the administration form and by 'go handle'. The page is taken as written (callers trim):
 * - 'external': `http://` or `https://` with a host;
 * - 'portal': a path starting with a single '/' that resolves on the portal itself, with no
 *   '.' or '..' segment and no '//' after resolving (a browser reads that as another host);
 * - null: anything else — other schemes (`javascript:`, `data:`), '//host', '/\host',
 *   relative paths, backslashes, whitespace or control characters anywhere.
 */
export function openPageKind(page: string): OpenPageKind | null {
  if (!page || AMBIGUOUS.test(page)) return null;
  if (HTTP.test(page)) {
    const url = parse(page);
    return url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? 'external' : null;
  }
  if (page[0] !== '/' || page[1] === '/' || DOT_SEGMENT.test(page.replace(/[?#].*$/s, ''))) return null;
  const url = parse(page, PROBE);
  return url && url.origin === PROBE && !url.pathname.startsWith('//') ? 'portal' : null;
}

function parse(page: string, base?: string): URL | null {
  try {
    return new URL(page, base);
  } catch {
    return null;
  }
}

/**
 * Whether `page` may be stored and followed for `openType`: a 'url' announcement opens an
 * http(s) address or a portal path, a 'component' one a portal page (which gets `busId`).
 */
export function openPageAllowed(openType: 'url' | 'component', page: string): boolean {
  const kind = openPageKind(page);
  return openType === 'url' ? kind !== null : kind === 'portal';
}
