import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../../shared/navigation/index.ts';
import { $permissions, $session, isSessionLive, loadPermissions } from '../../shared/stores/index.ts';
import { PasswordChangeRedirect } from '../account/PasswordChangeRedirect.tsx';
import { LoadingPage } from '../pages/LoadingPage.tsx';
import { MenuRoutes } from './MenuRoutes.tsx';
import { abandonSession } from './abandon-session.ts';

/**
 * The route guard (portal-shell §2.2): anonymous users go to the sign-in page with the wanted
 * path as `redirect`; signed-in users get their permissions once per session, then the
 * routes built from their menu. When the permissions cannot be had the session is given up.
 */
export function RequireSession() {
  const session = useStore($session);
  const permissions = useStore($permissions);
  const location = useLocation();
  // A pending password-update check (portal-shell §2.2) lets the session load nothing.
  const mustChange = isSessionLive(session) && session.passwordChangeRequired === true;
  const live = isSessionLive(session) && !mustChange;

  useEffect(() => {
    if (live && permissions.status === 'idle') loadPermissions().catch(() => undefined);
    if (live && permissions.status === 'failed') void abandonSession();
  }, [live, permissions.status]);

  if (mustChange && session) return <PasswordChangeRedirect session={session} />;
  if (!live) return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  if (permissions.status !== 'ready') return <LoadingPage />;
  return <MenuRoutes permissions={permissions.value} />;
}
