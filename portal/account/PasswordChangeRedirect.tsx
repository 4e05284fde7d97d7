import { msg } from '@lit/localize';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../shared/auth/index.ts';
import { $session, isSessionLive, type Session } from '../../shared/stores/index.ts';
import { notify } from '../components/notify.ts';
import { LoadingPage } from '../pages/LoadingPage.tsx';
import { alterationPathFor } from './account-paths.ts';

let handled: string | null = null;

/**
 * The password-update check of the route guard (portal-shell §2.2): a session whose password
 * must change goes no further. The user is told why and sent to the password alteration with
 * the account filled in, which signs the session out once it is shown
 * ({@link useEndPendingSession}). Not here: the alteration page is fetched when first shown,
 * so the router keeps the guard on screen until it has arrived, and a session ended meanwhile
 * made the guard send the user to the sign-in page instead (issue 22 audit).
 */
export function PasswordChangeRedirect({ session }: { session: Session }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (handled === session.token) return;
    handled = session.token;
    notify(msg('您的密码需要修改（首次登录或密码已过期），请修改后重新登录。'), 'warning', 8000);
    navigate(alterationPathFor(session.userInfo.username, 'expired'), { replace: true });
  }, [navigate, session]);
  return <LoadingPage />;
}

/**
 * Ends a session whose password must change (portal-shell §2.2 "logout") once the page using
 * it, the password alteration, is shown: the server would refuse that session everything else
 * anyway, and the user signs in again with the new password.
 */
export function useEndPendingSession(): void {
  useEffect(() => {
    const session = $session.get();
    if (isSessionLive(session) && session.passwordChangeRequired) void signOut().catch(() => undefined);
  }, []);
}
