import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';

// Tells React that this is a test environment where updates are wrapped in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A component rendered into a fresh element of the test page. */
export interface Rendered {
  host: HTMLElement;
  rerender(ui: ReactNode): Promise<void>;
  unmount(): void;
}

/** Renders `ui` into a new element attached to the page, waiting for effects to settle. */
export async function render(ui: ReactNode, style: Partial<CSSStyleDeclaration> = {}): Promise<Rendered> {
  const host = document.createElement('div');
  Object.assign(host.style, style);
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(ui));
  return {
    host,
    rerender: async (next) => act(async () => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

/** Runs `action` (a click, a store change) inside act() so React has rendered its effects. */
export async function settle(action: () => unknown = () => undefined): Promise<void> {
  await act(async () => {
    await action();
  });
}

/** Waits (up to 2 s, letting React render between looks) until `check` holds, then asserts it. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await settle(() => new Promise((r) => setTimeout(r, 20)));
  if (!check()) throw new Error(`condition not met within 2 s: ${check.toString()}`);
}
