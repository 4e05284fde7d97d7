import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { HOME_PATH } from '../../shared/navigation/index.ts';
import { $session } from '../../shared/stores/index.ts';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { LogoutButton } from './LogoutButton.tsx';

/** The fixed header: brand (a click goes home, portal-shell §2.4), language, user, logout. */
export function AppHeader() {
  useLocale();
  const session = useStore($session);
  const user = session?.userInfo;
  return (
    <header className="app-header">
      <Link to={HOME_PATH} className="brand">
        {msg('数据知识门户')}
      </Link>
      <div className="app-header-tools">
        <LocaleSwitch />
        <span className="user-name" data-testid="user-name" title={user?.username}>
          {user?.realname || user?.username}
        </span>
        <LogoutButton />
      </div>
    </header>
  );
}
