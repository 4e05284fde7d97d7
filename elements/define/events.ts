import type { MenuTarget } from '../../shared/navigation/menu-target.ts';
import type { NoticeType } from '../../shared/schemas/notice.ts';
import type { AnnouncementHandle } from '../../shared/announcements/handle-target.ts';
import type { AnnouncementCategory } from '../../shared/schemas/announcement.ts';
import type { FavouriteOpen } from '../../shared/favourites/favourite-page.ts';

/**
 * Every event a DKP element emits, by name, with its `detail`. A new element adds its events
 * here, so `emit()` and `addEventListener('dkp-…')` are checked against one list.
 */
export interface DkpEventMap {
  /** A sign-in finished in this element (the portal's popup handed a session back). */
  'dkp-signed-in': { username: string };
  /** The user signed out from this element. */
  'dkp-signed-out': { username: string };
  /** Notices were marked read (one from its menu or on opening, or the active tab's batch). */
  'dkp-notice-read': { ids: string[] };
  /** The user removed a notice. */
  'dkp-notice-removed': { id: string };
  /**
   * The user opened a notice that leads to a page they may see: a portal path (`route`) or an
   * external URL. The portal navigates; a host page decides what to do.
   */
  'dkp-notice-open': { id: string; type: NoticeType; relationId: string; target: MenuTarget };
  /** 'View more' in `<dkp-announcements>`: the page should show all the user's announcements; `category` is the tab shown. */
  'dkp-announcements-more': { category: AnnouncementCategory };
  /** 'Go handle' in an announcement's detail: the page should open `openPage` (with `busId` for a component). */
  'dkp-announcement-handle': AnnouncementHandle;
  /**
   * A picker's value changed by the user (`<dkp-user-picker>`, `<dkp-depart-picker>`,
   * `<dkp-role-picker>`): the stored values and the shown names, each comma-joined, in the same order.
   * `<dkp-cron>`: the new expression, as both.
   */
  'dkp-change': { value: string; text: string };
  /**
   * A report page was chosen in `<dkp-favourites>`: its menu entry `id`, its `path` (a portal
   * path) and its `title` in the current language. The element does not navigate; the page decides.
   */
  'dkp-favourite-open': FavouriteOpen;
  /** The user closed `<dkp-subscriptions>`' drawer of the report page `permissionId`. */
  'dkp-subscriptions-close': { permissionId: string };
  /** A subscription of the report page `permissionId` was saved (`add`, `edit`) or deleted in `<dkp-subscriptions>`. */
  'dkp-subscription-change': { permissionId: string; action: 'add' | 'edit' | 'delete' };
}

/** Names of DKP events. */
export type DkpEventName = keyof DkpEventMap;

/** A DKP event as a listener receives it. */
export type DkpEvent<K extends DkpEventName> = CustomEvent<DkpEventMap[K]>;

/** Every DKP event, keyed by name, as listeners receive them. */
type DkpEventsByName = { [K in DkpEventName]: DkpEvent<K> };

// Typed `addEventListener('dkp-…')` on elements, document and window, from the one map above.
declare global {
  interface GlobalEventHandlersEventMap extends DkpEventsByName {}
}

/**
 * Dispatches a DKP event from an element's host. Events bubble and are composed, so a page
 * listening on `document` hears them through any shadow root the element sits in.
 */
export function emit<K extends DkpEventName>(target: EventTarget, name: K, detail: DkpEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
