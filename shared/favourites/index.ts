/** The signed-in user's favourite report pages (portal-shell §2.4, §4, §7), shared by elements and portal. */
export { addFavourite, fetchFavourites, removeFavourite } from './favourite-calls.ts';
export { favouriteOpen, favouriteTarget, favouriteTitle, type FavouriteOpen } from './favourite-page.ts';
export { $favourites, isFavourite, toggleFavourite, type FavouritesState } from './favourites-store.ts';
