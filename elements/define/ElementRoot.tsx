import { useEffect, useState, type ReactNode } from 'react';
import { startLocalization, useLocale } from '../../shared/i18n/index.ts';
import { ElementHostContext } from './element-host.ts';

let localizationReady = false;

/**
 * The root of every element's React tree: gives descendants their host element (for events)
 * and renders nothing until the page's language is loaded, so the first paint is already
 * translated; it re-renders when the language changes.
 */
export function ElementRoot({ host, children }: { host: HTMLElement | null; children: ReactNode }) {
  useLocale();
  const [ready, setReady] = useState(localizationReady);
  useEffect(() => {
    if (ready) return;
    void startLocalization().then(() => {
      localizationReady = true;
      setReady(true);
    });
  }, [ready]);
  return ready ? <ElementHostContext.Provider value={host}>{children}</ElementHostContext.Provider> : null;
}
