import { msg } from '@lit/localize';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { HOME_PATH } from '../../shared/navigation/index.ts';
import { HeaderActions } from '../header/HeaderActions.tsx';
import { BrandLogo } from '../home/BrandLogo.tsx';

interface AppHeaderProps {
  /** The top menu of modules, shown in a row of its own under the brand. */
  topMenu: ReactNode;
  /** On mobile: opens the menu drawer. */
  onOpenMenu: (() => void) | null;
  /** Mobile mode: the tools go behind a 'more' button. */
  compact?: boolean;
  fixed: boolean;
  /** Auto-hide: slid out of view while the page scrolls down. */
  hidden: boolean;
}

/**
 * The header (portal-shell §2.4): brand (a click goes home), the top-bar tools, the top
 * menu; fixed when the settings say so, and on mobile a button that opens the menu drawer.
 */
export function AppHeader({ topMenu, onOpenMenu, compact = false, fixed, hidden }: AppHeaderProps) {
  useLocale();
  const className = ['app-header', fixed ? 'fixed' : '', hidden ? 'auto-hidden' : ''].filter(Boolean).join(' ');
  return (
    <header className={className} data-testid="app-header">
      <div className="app-header-bar">
        {onOpenMenu ? (
          <button type="button" className="mobile-menu-button" aria-label={msg('打开菜单')} data-testid="mobile-menu-button" onClick={onOpenMenu}>
            ☰
          </button>
        ) : null}
        <Link to={HOME_PATH} className="brand">
          <BrandLogo />
        </Link>
        <HeaderActions compact={compact} />
      </div>
      {topMenu}
    </header>
  );
}
