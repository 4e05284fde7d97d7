import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { HOME_PATH, safeRedirect } from '../../shared/navigation/index.ts';
import { $session, isSessionLive } from '../../shared/stores/index.ts';

/**
 * Pages for anonymous users (the sign-in page). A signed-in user goes on to the `redirect`
 * path, or home (portal-shell §2.2) — which is also how a fresh sign-in leaves this page.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useStore($session);
  const [params] = useSearchParams();
  if (isSessionLive(session)) return <Navigate to={safeRedirect(params.get('redirect')) ?? HOME_PATH} replace />;
  return children;
}
