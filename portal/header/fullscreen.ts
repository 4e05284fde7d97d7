import { $fullscreen } from '../../shared/stores/index.ts';

/**
 * Enters full-screen mode (portal-shell §2.4, §4 "Full-screen toggle hides header and
 * menu"): the browser's full screen when it allows it, and `$fullscreen` for the layout
 * either way, so the mode works even where the Fullscreen API is refused (e.g. in a frame).
 */
export async function enterFullscreen(): Promise<void> {
  watchFullscreen();
  $fullscreen.set(true);
  if (document.fullscreenElement || !document.documentElement.requestFullscreen) return;
  await document.documentElement.requestFullscreen().catch(() => undefined);
}

/** Leaves full-screen mode, in the browser and in `$fullscreen`. */
export async function exitFullscreen(): Promise<void> {
  $fullscreen.set(false);
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
}

let watching = false;

/**
 * Keeps `$fullscreen` true to what the user did: leaving the browser's full screen (its own
 * Escape, F11) ends the mode, and so does Escape when the API was refused. Installed once
 * for the page by the first {@link enterFullscreen}: the layout hides the header, and with
 * it the toggle, while the mode lasts, so the toggle cannot own these listeners.
 */
function watchFullscreen(): void {
  if (watching) return;
  watching = true;
  const onChange = () => {
    if (!document.fullscreenElement) $fullscreen.set(false);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && $fullscreen.get()) void exitFullscreen();
  };
  document.addEventListener('fullscreenchange', onChange);
  document.addEventListener('keydown', onKey);
}
