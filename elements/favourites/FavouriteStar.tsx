import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { StarIcon } from './StarIcon.tsx';
import { refusalText } from '../../shared/api/index.ts';
import { $favourites, isFavourite, toggleFavourite } from '../../shared/favourites/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';

/**
 * The star of a report page (portal-shell §4 "Favourite"): filled while the page `menuId` is
 * among the user's favourites; a click stars it (add call) or unstars it (delete call), and
 * the list reloads everywhere, the top bar's too. A refusal shows the server's words. A toggle
 * button: its name stays '收藏', `aria-pressed` says whether the page is starred. A refusal's
 * words go to `onRefused` (the portal's notification), else show beside the star.
 */
export function FavouriteStar({ menuId, onRefused }: { menuId: string; onRefused?: (text: string) => void }) {
  useLocale();
  const { list, loading } = useStore($favourites);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const starred = isFavourite(list, menuId);

  async function toggle() {
    setBusy(true);
    setRefusal('');
    try {
      await toggleFavourite(menuId);
    } catch (error) {
      if (onRefused) onRefused(refusalText(error));
      else setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
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
    {refusal ? <span role="alert" className="favourite-star-refusal">{refusal}</span> : null}
    </>
  );
}
