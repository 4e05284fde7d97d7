import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlDropdown from '../shoelace/dropdown.ts';
import { useState } from 'react';
import { $favourites, favouriteOpen, type FavouriteOpen } from '../../shared/favourites/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import type { Favourite } from '../../shared/schemas/favourite.ts';
import { $session, isSessionLive } from '../../shared/stores/session.ts';
import { useEmit } from '../define/element-host.ts';
import { SignInPrompt } from '../sign-in/SignInPrompt.tsx';
import { FavouriteItems } from './FavouriteItems.tsx';
import { StarIcon } from './StarIcon.tsx';

/** Attributes of `<dkp-favourites>` and props of {@link Favourites}. */
export interface FavouritesProps {
  /** A star button that opens the list in a popover (for a top bar). */
  compact?: boolean;
  /** Also told when a favourite is chosen (the portal passes its router here; not an attribute). */
  onOpen?(detail: FavouriteOpen): void;
}

/**
 * `<dkp-favourites>` (portal-shell §2.4 "favourites", §4): the signed-in user's starred report
 * pages by their menu titles in the current language. Choosing one emits `dkp-favourite-open`
 * with the page's id, path and title; the element does not navigate, the page decides. The
 * list is read again after every star or unstar on the page. Signed out, it offers sign-in.
 */
export function Favourites({ compact = false, onOpen }: FavouritesProps) {
  useLocale();
  const session = useStore($session);
  if (!isSessionLive(session)) return <SignInPrompt reason={msg('登录后可查看您的收藏')} />;
  return <SignedInFavourites compact={compact} onOpen={onOpen} />;
}

function SignedInFavourites({ compact, onOpen }: { compact: boolean; onOpen: FavouritesProps['onOpen'] }) {
  const locale = useLocale();
  const { list, loading, failure } = useStore($favourites);
  const emit = useEmit();
  const [open, setOpen] = useState(false);

  const choose = (favourite: Favourite) => {
    setOpen(false);
    const detail = favouriteOpen(favourite, locale);
    emit('dkp-favourite-open', detail);
    onOpen?.(detail);
  };
  const title = msg('我的收藏');
  const panel = (
    <div className="dkp-fav-panel" part="panel" data-testid="favourites-panel">
      <strong className="dkp-fav-title">{title}</strong>
      <FavouriteItems favourites={list} loading={loading} onChoose={choose} />
      {failure ? <p role="alert" className="dkp-fav-failure" data-testid="favourites-failure">{failure}</p> : null}
    </div>
  );
  if (!compact) return panel;
  return (
    <SlDropdown placement="bottom-end" distance={8} open={open} part="popover"
      onSlShow={(event) => event.target === event.currentTarget && setOpen(true)}
      onSlHide={(event) => event.target === event.currentTarget && setOpen(false)}>
      <button slot="trigger" type="button" className="dkp-fav-trigger" part="trigger" title={title} aria-label={title} data-testid="favourites-trigger">
        <StarIcon filled={false} />
      </button>
      {panel}
    </SlDropdown>
  );
}
