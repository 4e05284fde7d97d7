import { Favourites } from '../../elements/favourites/index.ts';
import { favouriteTarget } from '../../shared/favourites/index.ts';
import { useOpenTarget } from '../router/use-open-target.ts';

/**
 * The top bar's favourites (portal-shell §2.4): the `<dkp-favourites>` component in its compact
 * form, a star button whose popover lists the user's favourite report pages; choosing one
 * opens that page through the router.
 */
export function HeaderFavourites() {
  const openTarget = useOpenTarget();
  return (
    <span className="header-favourites" data-testid="header-favourites">
      <Favourites compact onOpen={({ path }) => {
        const target = favouriteTarget(path);
        if (target) openTarget(target);
      }} />
    </span>
  );
}
