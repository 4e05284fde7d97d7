import { settle, until } from './render.tsx';

/** A picker element on the test page and the ways a test looks inside it. */
export interface MountedPicker {
  element: HTMLElement;
  /** The element of `data-testid` `id` in its shadow root, or null. */
  $<T extends HTMLElement = HTMLElement>(id: string): T | null;
  /** The ids of the rows the dialog's table shows. */
  rows(): string[];
  /** Clicks the element of `data-testid` `id` and lets React render. */
  click(id: string): Promise<void>;
  /** Types `text` in the dialog's search field and submits it with Enter's form submission. */
  search(text: string): Promise<void>;
  /** The `dkp-change` details the element emitted. */
  changes: { value: string; text: string }[];
}

/** Creates `<tag>` with `attributes`, waits for its field, and records its `dkp-change` events. */
export async function mountPicker(tag: string, attributes: Record<string, string>, fieldId: string): Promise<MountedPicker> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const changes: { value: string; text: string }[] = [];
  element.addEventListener('dkp-change', (event) => changes.push(event.detail));
  await settle(() => document.body.append(element));
  const $ = <T extends HTMLElement = HTMLElement>(id: string) => element.shadowRoot?.querySelector<T>(`[data-testid="${id}"]`) ?? null;
  await until(() => $(fieldId) !== null);
  return {
    element,
    $,
    changes,
    rows: () => [...element.shadowRoot!.querySelectorAll('[data-testid="pick-table"] tbody tr[data-testid]')].map((tr) => tr.getAttribute('data-testid')!.slice('pick-row-'.length)),
    click: (id) => settle(() => $(id)!.click()),
    search: async (text) => {
      const input = $<HTMLInputElement>('pick-search-input')!;
      await settle(() => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await settle(() => $<HTMLFormElement>('pick-search')!.requestSubmit());
    },
  };
}
