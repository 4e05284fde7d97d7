import { AccountLinks } from '../account/AccountLinks.tsx';
import { AccountLogin } from './AccountLogin.tsx';
import { LoginLayout } from './LoginLayout.tsx';

/** The sign-in page (/user/login, portal-shell §2.1): the account tab of the sign-in layout. */
export function LoginPage() {
  return (
    <LoginLayout>
      <AccountLogin />
      <AccountLinks />
    </LoginLayout>
  );
}
