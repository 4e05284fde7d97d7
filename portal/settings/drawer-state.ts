import { atom } from 'nanostores';

/** Whether the settings drawer is open; the user menu's 'theme set-up' opens it (portal-shell §2.4). */
export const $settingsDrawerOpen = atom(false);

/** Opens the settings drawer. */
export function openSettingsDrawer(): void {
  $settingsDrawerOpen.set(true);
}
