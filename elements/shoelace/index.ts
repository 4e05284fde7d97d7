/**
 * The Shoelace parts the portal shares with the elements: `SlDropdown`, reopenable while its
 * hide animation runs (dropdown.ts). The portal imports it from here (.dependency-cruiser.mjs).
 */
export { default as SlDropdown } from './dropdown.ts';
