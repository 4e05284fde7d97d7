import { msg } from '@lit/localize';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { SettingsDrawer } from '../settings/SettingsDrawer.tsx';
import { FullscreenToggle } from './FullscreenToggle.tsx';
import { GearMenu } from './GearMenu.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { HeaderSlot } from './HeaderSlot.tsx';
import { HeaderIcon } from './icons.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { MenuSearch } from './MenuSearch.tsx';
import { UserMenu } from './UserMenu.tsx';
import './header.css';

/**
 * The right-hand tools of the top bar (portal-shell §2.4): search, menu search, the slots
 * later features fill (favourites, subscribe, announcements, notices), full screen, the settings gear,
 * the user dropdown and logout; plus the settings drawer they open. The language switch is
 * in the footer (§2.4 "A global footer shows language switch") and in the drawer.
 *
 * `compact` (mobile mode) puts the tools behind a 'more' button, in a panel under the bar:
 * a phone has no room for them in the bar. They stay mounted while the panel is shut, so a
 * dialog or drawer one of them opened stays open.
 */
export function HeaderActions({ compact = false }: { compact?: boolean }) {
  useLocale();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Going to another page (a search, a menu hit, a notice) is done with the panel.
  useEffect(() => setOpen(false), [pathname]);

  const className = ['app-header-tools', compact ? 'compact' : '', compact && open ? 'open' : ''].filter(Boolean).join(' ');
  return (
    <>
      {compact ? (
        <button
          type="button"
          className="header-icon-button header-more"
          data-testid="header-more"
          title={msg('更多操作')}
          aria-label={msg('更多操作')}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <HeaderIcon name="more" />
        </button>
      ) : null}
      <div className={className} data-testid="header-tools">
        <HeaderSearch />
        <MenuSearch />
        <HeaderSlot name="favourites" />
        <HeaderSlot name="subscribe" />
        <FullscreenToggle />
        <GearMenu />
        <HeaderSlot name="announcements" />
        <HeaderSlot name="notices" />
        <UserMenu />
        <LogoutButton />
        <SettingsDrawer />
      </div>
    </>
  );
}
