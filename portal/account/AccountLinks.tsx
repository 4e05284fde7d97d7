import { msg } from '@lit/localize';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { ALTERATION_PATH, REGISTER_PATH } from './account-paths.ts';
import { RESET_PATH } from './reset/reset-path.ts';
import './account.css';

/** The sign-in page's ways to the public account pages (portal-shell §2.1): register and change password. */
export function AccountLinks() {
  useLocale();
  return (
    <nav className="account-links" aria-label={msg('账户')}>
      <Link to={ALTERATION_PATH} data-testid="login-alteration-link">{msg('修改密码')}</Link>
      <Link to={REGISTER_PATH} data-testid="login-register-link">{msg('注册账户')}</Link>
      <Link to={RESET_PATH} data-testid="login-reset-link">{msg('忘记密码')}</Link>
    </nav>
  );
}
