/**
 * The public surface of `<dkp-favourites>` for a React host (the portal's top bar renders the
 * component itself; `register.ts` defines the custom element). Importing it adds the
 * element's styles to the document, as the host renders without a shadow root.
 */
import './favourites.css';
import './favourite-star.css';

export { Favourites, type FavouritesProps } from './Favourites.tsx';
export { StarIcon } from './StarIcon.tsx';
export { FavouriteStar } from './FavouriteStar.tsx';
export { favouritesElement } from './favourites.element.ts';
