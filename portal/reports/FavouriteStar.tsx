import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { StarIcon } from '../../elements/favourites/index.ts';
import { refusalText } from '../../shared/api/index.ts';
import { $favourites, isFavourite, toggleFavourite } from '../../shared/favourites/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { notify } from '../components/notify.ts';
import './favourite-star.css';

/**
 * The star of a report page (portal-shell §4 "Favourite"): filled while the page `menuId` is
 * among the user's favourites; a click stars it (add call) or unstars it (delete call), and
 * the list reloads everywhere, the top bar's too. A refusal shows the server's words. A toggle
 * button: its name stays '收藏', `aria-pressed` says whether the page is starred.
 */
export function FavouriteStar({ menuId }: { menuId: string }) {
  useLocale();
  const { list, loading } = useStore($favourites);
  const [busy, setBusy] = useState(false);
  const starred = isFavourite(list, menuId);

  async function toggle() {
    setBusy(true);
    try {
      await toggleFavourite(menuId);
    } catch (error) {
      notify(refusalText(error), 'danger');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="favourite-star"
      data-testid="favourite-star"
      aria-label={msg('收藏')}
      aria-pressed={starred}
      title={starred ? msg('取消收藏') : msg('收藏')}
      // Until the list is known, a click could not tell starring from unstarring.
      disabled={busy || (list === null && loading)}
      aria-busy={busy}
      onClick={() => void toggle()}
    >
      <StarIcon filled={starred} size={20} />
    </button>
  );
}
