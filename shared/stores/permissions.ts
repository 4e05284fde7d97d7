import { msg } from '@lit/localize';
import { atom, computed } from 'nanostores';
import { ApiError } from '../api/api-error.ts';
import { get } from '../api/methods.ts';
import type { HeldAnswer } from '../api/request.ts';
import type { UserPermissions } from '../schemas/permission.ts';
import { $session } from './session.ts';
import { storageKey, tabStorage } from './storage-key.ts';

/** Where the session's menu and permissions stand. */
export type PermissionsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: UserPermissions }
  | { status: 'failed'; error: ApiError };

const IDLE: PermissionsState = { status: 'idle' };

/** The last load, with the token it was made for. */
const $loaded = atom<{ token: string; state: PermissionsState } | null>(null);

/**
 * Menu, `auth`, `allAuth` and `sysSafeMode` of the signed-in user (portal-shell §6). Fetched
 * once per session and page load (a failed load is asked again on the next call). The last
 * answer is kept in the browser tab with its ETag only to be revalidated: the server answers
 * 304 while the grant and language are the same and the whole menu again when they are not,
 * so a role change still reaches the user on the next load, never a stale copy. A load made for another token never shows, so a new or ended session cannot see
 * the previous session's menu.
 */
export const $permissions = computed([$session, $loaded], (session, loaded): PermissionsState =>
  loaded && loaded.token === session?.token ? loaded.state : IDLE,
);

let pending: { token: string; promise: Promise<UserPermissions> } | null = null;

const HELD_KEY = storageKey('permissions');

/** The answer this browser tab keeps for `token` (none for another session's token). */
function heldFor(token: string): HeldAnswer {
  try {
    const kept = JSON.parse(tabStorage()?.getItem(HELD_KEY) ?? 'null') as (HeldAnswer & { token?: string }) | null;
    if (kept?.token === token && typeof kept.etag === 'string' && kept.envelope) return { etag: kept.etag, envelope: kept.envelope };
  } catch {
    // Unreadable: asked afresh.
  }
  return { etag: null, envelope: null };
}

function forgetHeld(): void {
  try {
    tabStorage()?.removeItem(HELD_KEY);
  } catch {
    // Nothing kept.
  }
}

// A signed-out tab keeps nothing of the menu it showed.
$session.listen((session) => {
  if (!session) forgetHeld();
});

function keep(token: string, held: HeldAnswer): void {
  try {
    if (held.etag) tabStorage()?.setItem(HELD_KEY, JSON.stringify({ token, ...held }));
  } catch {
    // Storage full or refused: the next load asks for the whole answer, as without it.
  }
}

// An empty menu is no answer (portal-shell §7 "empty list rejects").
async function fetchPermissions(token: string): Promise<UserPermissions> {
  const held = heldFor(token);
  const value = await get<UserPermissions>('/sys/permission/getUserPermissionByToken', undefined, { held });
  if (!Array.isArray(value?.menu) || value.menu.length === 0) throw requestFailed();
  keep(token, held);
  return value;
}

function requestFailed(): ApiError {
  return new ApiError({ kind: 'invalid-response', status: 200, code: 200, message: msg('请求用户信息失败，请重试！'), serverMessage: '' });
}

/**
 * Fetches the permissions once per session; later calls share that load while it runs and its
 * answer once it succeeded. Rejects with an `ApiError` when the call fails or the menu is empty
 * (portal-shell §7 "empty list rejects"); a failed load is not kept, so the next call asks again
 * (one lost connection must not leave an element without a menu until the page reloads).
 */
export function loadPermissions(): Promise<UserPermissions> {
  const token = $session.get()?.token;
  if (!token) return Promise.reject(requestFailed());
  if (pending?.token === token) return pending.promise;

  $loaded.set({ token, state: { status: 'loading' } });
  const promise = fetchPermissions(token);
  promise.then(
    (value) => $loaded.set({ token, state: { status: 'ready', value } }),
    (error: unknown) => {
      // Only this load is forgotten: a newer one (another token) keeps its place.
      if (pending?.promise === promise) pending = null;
      $loaded.set({ token, state: { status: 'failed', error: error instanceof ApiError ? error : requestFailed() } });
    },
  );
  pending = { token, promise };
  return promise;
}

/**
 * Asks for the permissions again because the server said they changed (a `permission` push):
 * the loaded ones stay on screen until the new ones arrive, and stay if the new load fails.
 * Nothing happens when none are loaded for this session (the next load reads them fresh).
 */
export async function refreshPermissions(): Promise<void> {
  const token = $session.get()?.token;
  if (!token || $loaded.get()?.token !== token) return;
  const promise = fetchPermissions(token);
  pending = { token, promise };
  try {
    const value = await promise;
    if ($session.get()?.token === token) $loaded.set({ token, state: { status: 'ready', value } });
  } catch {
    if (pending?.promise === promise) pending = null;
  }
}

/** Forgets the loaded permissions (and the tab's kept answer), so that the next `loadPermissions` asks again. */
export function resetPermissions(): void {
  pending = null;
  $loaded.set(null);
  forgetHeld();
}
