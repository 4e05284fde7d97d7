import { msg } from '@lit/localize';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { HOME_PATH } from '../../shared/navigation/index.ts';
import { HeaderActions } from '../header/HeaderActions.tsx';

/** The fixed header: brand (a click goes home, portal-shell §2.4) and the top-bar tools. */
export function AppHeader() {
  useLocale();
  return (
    <header className="app-header">
      <Link to={HOME_PATH} className="brand">
        {msg('数据知识门户')}
      </Link>
      <HeaderActions />
    </header>
  );
}
