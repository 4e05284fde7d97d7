import { useStore } from '@nanostores/react';
import { map } from 'nanostores';
import type { ComponentType } from 'react';

/**
 * Places in the top bar that later features fill (portal-shell §2.4 and §2.6–2.8): header
 * notices, announcements, favourites, the subscribe icon and the gear menu's 'manage product keys' entry.
 * The bar renders a slot only once a feature has filled it, so an unfilled one shows nothing.
 */
export const HEADER_SLOTS = ['notices', 'announcements', 'favourites', 'subscribe'] as const;
export type HeaderSlotName = (typeof HEADER_SLOTS)[number];

const $filled = map<Partial<Record<HeaderSlotName, ComponentType>>>({});

/** Puts `component` into the top-bar slot `name` (the feature's module calls this once). */
export function fillHeaderSlot(name: HeaderSlotName, component: ComponentType): void {
  $filled.setKey(name, component);
}

/** Empties a slot again (tests, or a feature switched off). */
export function clearHeaderSlot(name: HeaderSlotName): void {
  $filled.setKey(name, undefined);
}

/** Renders whatever fills slot `name`, or nothing. */
export function HeaderSlot({ name }: { name: HeaderSlotName }) {
  const Filled = useStore($filled)[name];
  return Filled ? <Filled /> : null;
}
