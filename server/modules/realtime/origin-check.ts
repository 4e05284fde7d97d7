/**
 * Whether a socket may be opened from the page at `origin` (portal-shell §7, architecture §6):
 * no `Origin` at all (not a browser page, so nothing to hijack; the token is still required),
 * the portal's own origin (the host the request reached, or `DKP_PUBLIC_URL`), or an origin
 * on `DKP_ALLOWED_ORIGINS`.
 */
export function isOriginAllowed(origin: string | undefined, host: string, allowed: readonly string[], publicUrl: string | null): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin) || origin === publicUrl) return true;
  return URL.canParse(origin) && new URL(origin).host === host;
}
