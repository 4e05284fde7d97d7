import { computed, onMount, type ReadableAtom } from 'nanostores';
import { failureText } from '../api/error-catalogue.ts';
import { createFetcherStore } from '../kit/query-client.ts';
import { createResourceMutation } from '../kit/resource-mutators.ts';
import { resourceKeyPrefix } from '../kit/resource-keys.ts';
import type { Favourite } from '../schemas/favourite.ts';
import { $session, isSessionLive } from '../stores/session.ts';
import { addFavourite, fetchFavourites, removeFavourite } from './favourite-calls.ts';

/** The favourites as the star, the top bar and `<dkp-favourites>` show them. */
export interface FavouritesState {
  /** The user's favourites, newest first; `null` before the first answer (and signed out). */
  list: Favourite[] | null;
  loading: boolean;
  /** Why the last read failed, in the current language; `null` when it did not. */
  failure: string | null;
}

// Under the kit's key prefix of its own, so the mutations below read the list again.
const FAVOURITES = { name: 'favourites' };

/**
 * Whose favourites: the key names the user and tenant, and is null signed out (nothing is
 * asked then). The query client forgets every answer at a change of identity as well; a key
 * of its own per identity also keeps the list shown during a reload (below) to its owner.
 */
const $owner = computed($session, (session) => (isSessionLive(session) ? `${session.userInfo.id}@${session.tenantId}` : null));

const $query = createFetcherStore<Favourite[]>([`${resourceKeyPrefix(FAVOURITES)}list:`, $owner], { fetcher: () => fetchFavourites() });

/** The last list answered, with the key it was answered for. */
let lastAnswer: { key: string; list: Favourite[] } | null = null;

/**
 * The signed-in user's favourites (portal-shell §4 "Favourite", §7 `/sys/collect/list`): read
 * while watched, once for every view of the page, and again after each star or unstar. A
 * reload keeps the list it replaces on screen until it answers, so a star does not blink.
 */
export const $favourites: ReadableAtom<FavouritesState> = computed($query, (value): FavouritesState => {
  const key = $query.key;
  if (!key) lastAnswer = null;
  else if (value.data) lastAnswer = { key, list: value.data };
  const kept = value.loading && key && lastAnswer?.key === key ? lastAnswer.list : null;
  return {
    list: value.data ?? kept,
    loading: !!value.loading,
    failure: value.error ? failureText(value.error) : null,
  };
});

// Kept only while watched (nanostores unmounts a store a second after its last view left): a
// view mounted later starts from what the server answers it.
onMount($favourites, () => () => {
  lastAnswer = null;
});

// Each reads the list again afterwards, done or failed (the kit's invalidation).
const addition = createResourceMutation(FAVOURITES, addFavourite);
const removal = createResourceMutation(FAVOURITES, removeFavourite);

/** Shows `list` at once in every view, while the list read again is on its way. */
function show(list: Favourite[]): void {
  $query.mutate(list);
}

/** Whether the report page `menuId` is among the favourites shown. */
export function isFavourite(list: readonly Favourite[] | null, menuId: string): boolean {
  return !!list?.some((favourite) => favourite.sysPermissionId === menuId);
}

/**
 * Stars the report page `menuId`, or unstars it when it is a favourite (portal-shell §4:
 * "unfavourited becomes favourited (add call), and back (delete call)"); resolves with
 * whether it is starred now. Rejects as the call did (the server's refusal).
 */
export async function toggleFavourite(menuId: string): Promise<boolean> {
  const existing = $favourites.get().list?.find((favourite) => favourite.sysPermissionId === menuId);
  if (existing) {
    await removal.run(existing.id);
    show(($favourites.get().list ?? []).filter((favourite) => favourite.id !== existing.id));
    return false;
  }
  const added = await addition.run(menuId);
  show([added, ...($favourites.get().list ?? []).filter((favourite) => favourite.id !== added.id)]);
  return true;
}
