import { useStore } from '@nanostores/react';
import { useLocale } from '../../shared/i18n/index.ts';
import { $session } from '../../shared/stores/index.ts';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { LogoutButton } from './LogoutButton.tsx';

/** The right-hand tools of the top bar (portal-shell §2.4): language, user, logout. */
export function HeaderActions() {
  useLocale();
  const user = useStore($session)?.userInfo;
  return (
    <div className="app-header-tools">
      <LocaleSwitch />
      <span className="user-name" data-testid="user-name" title={user?.username}>
        {user?.realname || user?.username}
      </span>
      <LogoutButton />
    </div>
  );
}
