import { fillHeaderSlot } from '../header/HeaderSlot.tsx';
import { HeaderAnnouncements } from './HeaderAnnouncements.tsx';

// The announcements feature puts its popover into the top bar once, when the portal loads.
fillHeaderSlot('announcements', HeaderAnnouncements);
