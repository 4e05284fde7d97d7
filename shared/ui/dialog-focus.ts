/** What a closing Shoelace dialog or drawer keeps of the element that had focus when it opened. */
interface ClosingPanel extends HTMLElement {
  open: boolean;
  /** Shoelace's own field (private in its typings): focused a task after the closing animation. */
  originalTrigger?: unknown;
}

/** The panels that give focus back when they close. */
const PANELS = new Set(['sl-dialog', 'sl-drawer']);
const watched = new WeakSet<Document | ShadowRoot>();

const focusable = (value: unknown): value is HTMLElement => typeof (value as HTMLElement | null)?.focus === 'function';

/** True while nothing outside `panel` has focus: the page's body, or an element inside the closing panel. */
function focusIsFree(panel: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || panel.contains(active);
}

/**
 * Gives focus back to what opened a dialog or drawer under `root` only if nothing else took
 * it while the panel faded out.
 *
 * Shoelace focuses the opener a task after the closing animation (a quarter of a second
 * after close), whatever has focus by then: a field tapped right after 保存 lost its focus,
 * and the text typed next went to the 新增 button instead (the positions phone test on
 * PostgreSQL searched with an empty filter; docs/decisions.md "The kit's dialogs give focus
 * back only when it is free"). Each closing panel's opener is taken from Shoelace when the
 * panel starts to close, and focused at the same moment Shoelace would have, unless focus
 * is somewhere else by then. One listener per root (the document, or an element's shadow
 * root) serves every panel there is or will be.
 */
export function keepFocusAfterDialogs(root: Document | ShadowRoot): void {
  if (watched.has(root)) return;
  watched.add(root);
  root.addEventListener('sl-hide', (event) => {
    const panel = event.composedPath()[0];
    if (!(panel instanceof HTMLElement) || !PANELS.has(panel.localName)) return;
    const closing = panel as ClosingPanel;
    const opener = closing.originalTrigger;
    // Another root's listener took it already, or the panel was opened with nothing focused.
    if (!focusable(opener)) return;
    closing.originalTrigger = undefined;
    const afterHide = (done: Event) => {
      // Selects and tooltips inside say sl-after-hide too; only the panel's own counts.
      if (done.composedPath()[0] !== panel) return;
      panel.removeEventListener('sl-after-hide', afterHide);
      if (closing.open) return; // Opened again while fading out: it will give focus back on its next close.
      setTimeout(() => {
        if (focusIsFree(panel) && opener.isConnected) opener.focus();
      });
    };
    panel.addEventListener('sl-after-hide', afterHide);
  }, true);
}
