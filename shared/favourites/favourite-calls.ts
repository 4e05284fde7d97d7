import { del, get, post } from '../api/methods.ts';
import type { Favourite } from '../schemas/favourite.ts';

/** The signed-in user's favourites, newest first (`GET /sys/collect/list`). */
export function fetchFavourites(): Promise<Favourite[]> {
  return get<Favourite[]>('/sys/collect/list');
}

/** Stars the report page `sysPermissionId` (`POST /sys/collect/add`); resolves with the favourite. */
export function addFavourite(sysPermissionId: string): Promise<Favourite> {
  return post<Favourite>('/sys/collect/add', { sysPermissionId });
}

/** Removes the favourite `id`, as the list names it (`DELETE /sys/collect/delete?id=`). */
export function removeFavourite(id: string): Promise<null> {
  return del<null>('/sys/collect/delete', { id });
}
