import { msg } from '@lit/localize';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useLocale } from '../../shared/i18n/index.ts';

/** Shown while the session's menu and permissions load. */
export function LoadingPage() {
  useLocale();
  return (
    <div className="loading-page" role="status" aria-live="polite">
      <SlSpinner />
      <span>{msg('正在加载…')}</span>
    </div>
  );
}
