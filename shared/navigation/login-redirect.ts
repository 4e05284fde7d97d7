/** The sign-in page (portal-shell §2.1). */
export const LOGIN_PATH = '/user/login';

/** The sign-in URL that brings the user back to `fullPath` afterwards (portal-shell §2.2). */
export function loginPathFor(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * The `redirect` query value if it is safe to follow, else `null`: only a path on this site
 * (`/…`, never `//host` or `/\host`, which browsers read as another origin) and never the
 * sign-in page itself.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  const path = value.split(/[?#]/)[0];
  return path === LOGIN_PATH || path === `${LOGIN_PATH}/` ? null : value;
}
