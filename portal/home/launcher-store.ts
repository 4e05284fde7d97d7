import { atom, onMount } from 'nanostores';
import { ApiError, del, get, post } from '../../shared/api/index.ts';
import type { LauncherApp } from '../../shared/schemas/launcher.ts';
import { $locale } from '../../shared/stores/index.ts';

/** The launcher's apps as last answered, and the last failure's text. */
export interface LauncherState {
  status: 'loading' | 'ready' | 'failed';
  apps: LauncherApp[];
  error: string;
}

/**
 * The home page's application launcher (portal-shell §2.4): loaded when first watched and
 * again when the language changes (the server names the apps in the request's language).
 */
export const $launcher = atom<LauncherState>({ status: 'loading', apps: [], error: '' });

const messageOf = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : String(error));

/** Loads the apps with whether the user added them. */
export async function loadLauncher(): Promise<void> {
  try {
    const apps = await get<LauncherApp[]>('/sys/launcher/apps');
    $launcher.set({ status: 'ready', apps, error: '' });
  } catch (error) {
    $launcher.set({ ...$launcher.get(), status: 'failed', error: messageOf(error) });
  }
}

/** Adds an app to the user's home page, or removes it; rejects with the failure. */
export async function setAppAdded(id: string, added: boolean): Promise<void> {
  const path = `/sys/launcher/apps/${encodeURIComponent(id)}/add`;
  await (added ? post<null>(path) : del<null>(path));
  const state = $launcher.get();
  $launcher.set({ ...state, apps: state.apps.map((app) => (app.id === id ? { ...app, added } : app)) });
}

onMount($launcher, () => $locale.subscribe(() => void loadLauncher()));
