import type { ElementDefinition } from '../define/element-definition.ts';
import type { FavouritesProps } from './Favourites.tsx';

/** `<dkp-favourites>`: the user's favourite report pages (portal-shell §2.4, §4). */
export const favouritesElement = {
  tag: 'dkp-favourites',
  className: 'DkpFavourites',
  summary: "The signed-in user's favourite report pages, by their menu titles in the current language.",
  description:
    'Report pages are starred on their pages in the portal; the list is read again after every star or unstar on the page. ' +
    'Choosing one emits `dkp-favourite-open`; the element does not navigate. Signed out, it offers sign-in.',
  attributes: [
    { name: 'compact', property: 'compact', type: 'boolean', description: 'With `compact` (or `compact="true"`): a star button that opens the list in a popover, for a top bar.', default: 'false' },
  ],
  events: [
    { name: 'dkp-favourite-open', description: 'The user chose a favourite: open it. `detail`: `{id, path, title}` — the menu entry id, its portal path (e.g. `/report/history`) and its title in the current language.' },
  ],
  cssParts: [
    { name: 'panel', description: 'The title and the list.' },
    { name: 'list', description: 'The list of favourites.' },
    { name: 'item', description: 'One favourite (a button).' },
    { name: 'trigger', description: 'The star button (compact form).' },
    { name: 'popover', description: 'The popover holding the panel (compact form).' },
    { name: 'prompt', description: 'The sign-in offer shown without a session.' },
  ],
  cssProperties: [
    { name: '--dkp-favourites-panel-width', description: 'Width of the panel (at most 90% of the window).', default: '300px' },
    { name: '--dkp-favourites-list-height', description: 'Greatest height of the list before it scrolls.', default: '320px' },
  ],
} as const satisfies ElementDefinition<FavouritesProps>;
