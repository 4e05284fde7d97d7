import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../../shared/navigation/index.ts';
import { $session, isSessionLive } from '../../shared/stores/index.ts';

/**
 * A page outside the menu that still needs a session (the phone's scan confirmation):
 * anonymous visitors go to sign in and come back here afterwards (portal-shell §2.2).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useStore($session);
  const location = useLocation();
  if (!isSessionLive(session)) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return children;
}
