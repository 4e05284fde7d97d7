/**
 * Shoelace 2's popups (dropdown, dialog, drawer) run `handleOpenChange` for every change of
 * `open`, and do not cancel a running hide animation when `open` turns true again: when the
 * hide ends it hides the element's panel for good (still `open`, but invisible) and fires
 * 'sl-after-hide' after the new 'sl-show'. A row's menu opened again right after choosing in it
 * stayed invisible (CI: the notice bell's and the embedded bell's remove).
 *
 * `serializeOpenChanges` makes each change wait for the one before it to end, and skips a
 * change that the element already shows: reopened mid-hide, the menu shows as the hide ends.
 * For dropdowns, which their trigger opens inside the element. Dialogs, which React opens,
 * take a fresh element instead and show at once (shared/ui/use-dialog-generation.ts).
 */

/** What the patch needs of a Shoelace popup class: its `open` and its change handler. */
interface OpenChanging {
  open: boolean;
  handleOpenChange(): Promise<void>;
}

const patched = new WeakSet<object>();

/** Patches the class's prototype once; later instances and those already made both behave. */
export function serializeOpenChanges(component: { prototype: object }): void {
  const prototype = component.prototype as OpenChanging;
  if (patched.has(prototype)) return;
  patched.add(prototype);
  const change = prototype.handleOpenChange;
  // Per element: the change running now, and the state the last change applied.
  const running = new WeakMap<OpenChanging, Promise<void>>();
  const applied = new WeakMap<OpenChanging, boolean>();
  prototype.handleOpenChange = function (this: OpenChanging): Promise<void> {
    const next = (running.get(this) ?? Promise.resolve()).then(() => {
      // Opened and closed again while the last change ran: nothing is left to do.
      if (applied.get(this) === this.open) return;
      applied.set(this, this.open);
      return change.call(this);
    });
    running.set(this, next.catch(() => undefined));
    return next;
  };
}
