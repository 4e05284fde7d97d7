/** The part of `<sl-select>` that re-reads its options (public in Shoelace, marked internal). */
interface OptionController extends Element {
  handleDefaultSlotChange(): void;
}

const watched = new WeakSet<Node>();

/**
 * Keeps the label every `<sl-select>` under `root` shows in step with its options' text.
 *
 * A select copies the chosen option's text into its display when the selection changes or
 * an option is added or removed (`slotchange`). A language switch does neither: React
 * rewrites the text node inside the option in place, so the select kept showing the old
 * language until a reload. One observer per root (the document, or an element's shadow
 * root) catches those text edits and asks the option's select to re-read its options, for
 * every select there is or will be, without each page doing anything.
 */
export function followOptionLabels(root: Document | ShadowRoot): void {
  if (watched.has(root)) return;
  watched.add(root);
  new MutationObserver((mutations) => {
    const selects = new Set<OptionController>();
    for (const { target } of mutations) {
      const option = (target instanceof Element ? target : target.parentElement)?.closest('sl-option');
      const select = option?.closest('sl-select') as OptionController | null | undefined;
      if (select && typeof select.handleDefaultSlotChange === 'function') selects.add(select);
    }
    for (const select of selects) select.handleDefaultSlotChange();
  }).observe(root, { characterData: true, subtree: true });
}
