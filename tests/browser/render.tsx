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

/** Waits (up to 2 s, letting React render between looks) until `check` holds, then asserts it; `describe` says what was seen instead. */
export async function until(check: () => boolean, describe?: () => string): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await settle(() => new Promise((r) => setTimeout(r, 20)));
  if (!check()) throw new Error(`condition not met within 2 s: ${check.toString()}${describe ? ` (${describe()})` : ''}`);
}

/** The element of `data-testid` `id` in a rendered view (a Shoelace control has `value` and `disabled`). */
export function byTestId(view: Rendered, id: string): HTMLElement & { value: string; disabled: boolean } {
  return view.host.querySelector<HTMLElement & { value: string; disabled: boolean }>(`[data-testid="${id}"]`)!;
}

/** The text of `data-testid` `id`, or null when it is not there. */
export const textOf = (view: Rendered, id: string): string | null => view.host.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;

/** Types `value` into the Shoelace input `id` as a user would (its value, then `sl-input`). */
export async function typeInto(view: Rendered, id: string, value: string): Promise<void> {
  const input = byTestId(view, id);
  await settle(() => {
    input.value = value;
    input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
  });
}

/** Submits the view's form. */
export const submitForm = (view: Rendered): Promise<void> => settle(() => view.host.querySelector('form')!.requestSubmit());
