/**
 * A session as the server sees it on each request. Here, below the modules, because the session
 * cache, the route guard (plugins/route-auth.ts) and the kit (lib/session-of.ts) all need it and
 * none of them may import the auth module (.dependency-cruiser.mjs).
 */
export interface ActiveSession {
  tokenHash: string;
  userId: string;
  username: string;
  tenantId: number;
  kind: 'password' | 'other';
  orgCode: string;
  expiresAt: Date;
  /** False when the user was frozen or deleted, or the tenant frozen, after signing in. */
  active: boolean;
  /** The user's password state, for the password-update check (portal-shell §2.2). */
  passwordMustChange: boolean;
  passwordChangedAt: Date;
}
