import { msg } from '@lit/localize';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { LoginCarousel } from './LoginCarousel.tsx';
import { LoginFooter } from './LoginFooter.tsx';
import { LoginLogo } from './LoginLogo.tsx';
import './login-layout.css';

/** The scan-code tab's route (portal-shell §2.1 "/user/dingtalk"). */
export const SCAN_LOGIN_PATH = '/user/dingtalk';

/**
 * The sign-in layout (portal-shell §2.3): "Two tabs: account password (route login) and
 * scan-code login (route dingtalk). A carousel autoplays every 20000 ms; a copyright
 * footer is shown; a login logo is fetched and shown." The tabs keep the `redirect` query.
 */
export function LoginLayout({ children }: { children: ReactNode }) {
  useLocale();
  const { pathname, search } = useLocation();
  usePageTitle(msg('登录'));
  const tab = (path: string, label: string, testId: string) => {
    const active = pathname === path;
    return (
      <Link to={{ pathname: path, search }} replace role="tab" aria-selected={active}
        className={active ? 'login-tab login-tab-active' : 'login-tab'} data-testid={testId}>
        {label}
      </Link>
    );
  };
  return (
    <div className="login-page">
      <div className="login-shell">
        <aside className="login-aside">
          <LoginCarousel />
        </aside>
        <section className="login-card">
          <header className="login-header">
            <LoginLogo />
            <h1>{msg('数据知识门户')}</h1>
            <LocaleSwitch />
          </header>
          <nav className="login-tabs" role="tablist" aria-label={msg('登录方式')}>
            {tab(LOGIN_PATH, msg('账号密码登录'), 'login-tab-account')}
            {tab(SCAN_LOGIN_PATH, msg('扫码登录'), 'login-tab-scan')}
          </nav>
          {children}
        </section>
      </div>
      <LoginFooter />
    </div>
  );
}
