import { createContext, useCallback, useContext } from 'react';
import { emit, type DkpEventMap, type DkpEventName } from './events.ts';

/** The custom element a component renders in; `null` when it renders in the portal. */
export const ElementHostContext = createContext<HTMLElement | null>(null);

/** The host element of the component, or `null` outside a custom element. */
export function useElementHost(): HTMLElement | null {
  return useContext(ElementHostContext);
}

/**
 * A function that emits a DKP event from the host element (bubbling, composed). Outside a
 * custom element it does nothing, so the same component works in the portal.
 */
export function useEmit(): <K extends DkpEventName>(name: K, detail: DkpEventMap[K]) => void {
  const host = useElementHost();
  return useCallback(<K extends DkpEventName>(name: K, detail: DkpEventMap[K]) => void (host && emit(host, name, detail)), [host]);
}
