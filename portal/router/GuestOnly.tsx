import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { HOME_PATH, safeRedirect } from '../../shared/navigation/index.ts';
import { $session, $tenantChoice, isSessionLive } from '../../shared/stores/index.ts';
import { PasswordChangeRedirect } from '../account/PasswordChangeRedirect.tsx';
import { EMBED_PARAM } from '../../shared/auth/embed-handoff.ts';
import { EmbedHandoff } from '../auth/EmbedHandoff.tsx';

/**
 * Pages for anonymous users (the sign-in page). A signed-in user goes on to the `redirect`
 * path, or home (portal-shell §2.2) — which is also how a fresh sign-in leaves this page —
 * unless a password-update check is pending (§2.2: the user is signed out and sent to change
 * it) or a tenant is still to be chosen (§2.3: the page shows the choice). A sign-in opened by
 * an embedded element (`?embed=<page origin>`) hands the session back to that page instead.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useStore($session);
  const choice = useStore($tenantChoice);
  const [params] = useSearchParams();
  if (isSessionLive(session) && session.passwordChangeRequired) return <PasswordChangeRedirect session={session} />;
  const embed = params.get(EMBED_PARAM);
  if (isSessionLive(session) && choice?.token !== session.token && embed) return <EmbedHandoff origin={embed} session={session} />;
  if (isSessionLive(session) && choice?.token !== session.token) return <Navigate to={safeRedirect(params.get('redirect')) ?? HOME_PATH} replace />;
  return children;
}
