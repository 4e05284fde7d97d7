import { msg } from '@lit/localize';
import { useEffect } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { LoginForm } from './LoginForm.tsx';

/** The sign-in page (/user/login): brand, language switch and the account-and-password form. */
export function LoginPage() {
  useLocale();
  const portal = msg('数据知识门户');
  const title = msg('账号密码登录');
  useEffect(() => {
    document.title = `${msg('登录')} · ${portal}`;
  }, [portal]);
  return (
    <div className="login-page">
      <div className="login-card">
        <header className="login-header">
          <h1>{portal}</h1>
          <LocaleSwitch />
        </header>
        <h2>{title}</h2>
        <LoginForm />
      </div>
    </div>
  );
}
