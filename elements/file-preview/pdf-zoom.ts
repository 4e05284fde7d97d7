/** A PDF's zoom: fitted to the frame's width, or a scale of its natural size. */
export type Zoom = 'fit' | number;

/** The scales zooming in and out steps through. */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;

/** The next step from `scale` (the one in use, fitted or not) in `direction` (1 in, -1 out), kept within the steps. */
export function nextZoom(scale: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > scale + 0.001) ?? ZOOM_STEPS.at(-1)!;
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.001) ?? ZOOM_STEPS[0];
}

/** A scale as the toolbar shows it: `125%`. */
export const zoomPercent = (scale: number): string => `${Math.round(scale * 100)}%`;
