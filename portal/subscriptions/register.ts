import { fillHeaderSlot } from '../header/HeaderSlot.tsx';
import { HeaderSubscribe } from './HeaderSubscribe.tsx';

// The subscriptions feature puts its icon into the top bar once, when the portal loads; it shows on report pages only.
fillHeaderSlot('subscribe', HeaderSubscribe);
