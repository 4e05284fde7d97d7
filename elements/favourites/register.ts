import { defineElement } from '../define/define-element.tsx';
import { Favourites } from './Favourites.tsx';
import css from './favourites.css?inline';
import { favouritesElement } from './favourites.element.ts';

/** The `<dkp-favourites>` class, registered on import. */
export const FavouritesElement = defineElement(favouritesElement, Favourites, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-favourites': HTMLElement & { apiBase: string | null; locale: string | null; token: string | null; compact: boolean };
  }
}
