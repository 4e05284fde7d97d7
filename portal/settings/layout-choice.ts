import { $settings, type Settings } from '../../shared/stores/index.ts';

/** True when the content width may be 'Fluid': only with the top-menu layout (portal-shell §2.4). */
export function fluidAllowed(layout: Settings['layout']): boolean {
  return layout === 'topmenu';
}

/**
 * Chooses the navigation layout. Leaving the top-menu layout also makes the content width
 * 'Fixed', because 'Fluid' does not apply with a side menu (portal-shell §2.4).
 */
export function chooseLayout(layout: Settings['layout']): void {
  const current = $settings.get();
  $settings.set({ ...current, layout, contentWidth: fluidAllowed(layout) ? current.contentWidth : 'Fixed' });
}

/** Chooses the content width; 'Fluid' is refused unless the layout allows it. */
export function chooseContentWidth(width: Settings['contentWidth']): void {
  const current = $settings.get();
  if (width === 'Fluid' && !fluidAllowed(current.layout)) return;
  $settings.set({ ...current, contentWidth: width });
}
