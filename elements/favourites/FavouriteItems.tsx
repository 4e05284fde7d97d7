import { msg } from '@lit/localize';
import { useLocale } from '../../shared/i18n/index.ts';
import { favouriteTitle } from '../../shared/favourites/index.ts';
import type { Favourite } from '../../shared/schemas/favourite.ts';
import { StarIcon } from './StarIcon.tsx';

/** Props of {@link FavouriteItems}. */
export interface FavouriteItemsProps {
  /** The favourites, `null` before the first answer. */
  favourites: readonly Favourite[] | null;
  loading: boolean;
  onChoose(favourite: Favourite): void;
}

/** The favourites by their menu titles in the current language; a click chooses one. Empty: what to do to get some. */
export function FavouriteItems({ favourites, loading, onChoose }: FavouriteItemsProps) {
  const locale = useLocale();
  if (favourites === null) {
    return loading ? <p className="dkp-fav-note" role="status">{msg('正在加载…')}</p> : null;
  }
  if (favourites.length === 0) {
    return (
      <div className="dkp-fav-note" data-testid="favourites-empty">
        <p>{msg('暂无收藏')}</p>
        <p className="dkp-fav-hint">{msg('在报表页面点击标题旁的星标即可收藏')}</p>
      </div>
    );
  }
  return (
    <ul className="dkp-fav-items" part="list" data-testid="favourites-list">
      {favourites.map((favourite) => (
        <li key={favourite.id}>
          <button type="button" className="dkp-fav-item" part="item" data-testid="favourite-item" data-id={favourite.sysPermissionId} onClick={() => onChoose(favourite)}>
            <StarIcon filled />
            <span className="dkp-fav-item-title">{favouriteTitle(favourite, locale)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
