import { SettingsDrawer } from '../settings/SettingsDrawer.tsx';
import { FullscreenToggle } from './FullscreenToggle.tsx';
import { GearMenu } from './GearMenu.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { HeaderSlot } from './HeaderSlot.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { MenuSearch } from './MenuSearch.tsx';
import { UserMenu } from './UserMenu.tsx';
import './header.css';

/**
 * The right-hand tools of the top bar (portal-shell §2.4): search, menu search, the slots
 * later features fill (favourites, subscribe, announcements, notices), full screen, the settings gear,
 * the user dropdown and logout; plus the settings drawer they open. The language switch is
 * in the footer (§2.4 "A global footer shows language switch") and in the drawer.
 */
export function HeaderActions() {
  return (
    <div className="app-header-tools">
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
  );
}
