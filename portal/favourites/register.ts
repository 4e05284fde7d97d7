import { fillHeaderSlot } from '../header/HeaderSlot.tsx';
import { HeaderFavourites } from './HeaderFavourites.tsx';

// The favourites feature puts its star button into the top bar once, when the portal loads.
fillHeaderSlot('favourites', HeaderFavourites);
