import { msg, str } from '@lit/localize';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import { AccountCard } from './AccountCard.tsx';
import { REGISTER_PATH } from './account-paths.ts';

/**
 * portal-shell §2.1 /user/register-result: the account just created and a link to sign in.
 * Without an account in the address there is nothing to show, so it goes back to register.
 */
export function RegisterResultPage() {
  useLocale();
  const [params] = useSearchParams();
  const username = params.get('username');
  if (!username) return <Navigate to={REGISTER_PATH} replace />;
  return (
    <AccountCard title={msg('注册成功')}>
      <div className="account-result" role="status">
        <p data-testid="register-result-account">{msg(str`你的账户：${username} 注册成功。`)}</p>
        <Link to={LOGIN_PATH} data-testid="register-result-login">{msg('立即登录')}</Link>
      </div>
    </AccountCard>
  );
}
