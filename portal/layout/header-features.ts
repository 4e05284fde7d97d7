/**
 * The features that fill the top bar's slots (portal-shell §2.4, §2.6): the notice bell, the
 * announcements popover, the favourites and the subscribe icon. Imported by the signed-in layout, the only one
 * with a top bar, so the sign-in page does not download them.
 */
import '../announcements/register.ts';
import '../favourites/register.ts';
import '../subscriptions/register.ts';
import { installHeaderNotices } from '../notices/header-notices.ts';

installHeaderNotices();
