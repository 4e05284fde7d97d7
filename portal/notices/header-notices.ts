import { fillHeaderSlot } from '../header/HeaderSlot.tsx';
import { HeaderNoticeBell } from './HeaderNoticeBell.tsx';

/** Puts the notice bell into the top bar's 'notices' slot (portal-shell §2.6); imported once at start. */
export function installHeaderNotices(): void {
  fillHeaderSlot('notices', HeaderNoticeBell);
}
