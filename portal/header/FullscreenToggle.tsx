import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useLocale } from '../../shared/i18n/index.ts';
import { $fullscreen } from '../../shared/stores/index.ts';
import { enterFullscreen, exitFullscreen } from './fullscreen.ts';
import { HeaderIcon } from './icons.tsx';

/** The full-screen toggle of the top bar (portal-shell §2.4): its icon shows what a click does. */
export function FullscreenToggle() {
  useLocale();
  const on = useStore($fullscreen);
  const label = on ? msg('退出全屏') : msg('全屏');
  return (
    <button
      type="button"
      className="header-icon-button"
      data-testid="fullscreen-toggle"
      data-state={on ? 'on' : 'off'}
      title={label}
      aria-label={label}
      aria-pressed={on}
      onClick={() => void (on ? exitFullscreen() : enterFullscreen())}
    >
      <HeaderIcon name={on ? 'fullscreen-exit' : 'fullscreen'} />
    </button>
  );
}
