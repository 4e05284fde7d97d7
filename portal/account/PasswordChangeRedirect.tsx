import { msg } from '@lit/localize';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../shared/auth/index.ts';
import type { Session } from '../../shared/stores/index.ts';
import { notify } from '../components/notify.ts';
import { LoadingPage } from '../pages/LoadingPage.tsx';
import { alterationPathFor } from './account-paths.ts';

let handled: string | null = null;

/**
 * The password-update check of the route guard (portal-shell §2.2): a session whose password
 * must change goes no further. The user is told why, sent to the password alteration with
 * the account filled in, and signed out (the server would refuse the session everything
 * else anyway). The alteration page is public, so leaving first keeps the guard from
 * racing to the sign-in page.
 */
export function PasswordChangeRedirect({ session }: { session: Session }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (handled === session.token) return;
    handled = session.token;
    notify(msg('您的密码需要修改（首次登录或密码已过期），请修改后重新登录。'), 'warning', 8000);
    navigate(alterationPathFor(session.userInfo.username, 'expired'), { replace: true });
    void signOut().catch(() => undefined);
  }, [navigate, session]);
  return <LoadingPage />;
}
