import { useState } from 'react';

/**
 * A fresh dialog for an opening that comes while the previous closing still animates: the
 * returned `key` goes on the `<SlDialog>`, `hiding` into its `sl-hide` handler and `hidden`
 * into its `sl-after-hide` handler (each for the dialog's own events, not its children's).
 *
 * Shoelace 2 does not cancel a running hide animation when `open` turns true again: when it
 * ends, it hides the dialog's base (the dialog stays `open` but invisible) and fires
 * 'sl-after-hide'. A new element shows at once instead; the old one is dropped mid-fade.
 * (CI saw a kit form opened right after Escape closed another stay invisible.)
 */
export function useDialogGeneration(open: boolean): { key: number; hiding: () => void; hidden: () => void } {
  const [state, setState] = useState({ key: 0, hiding: false });
  // Open while the last element still fades: a new one, in the same commit as the opening
  // (React's "adjusting state while rendering"). Also when the closing and the opening came in
  // one batch, so that `open` never rendered false and the old element would not be told.
  if (open && state.hiding) setState({ key: state.key + 1, hiding: false });
  return {
    key: state.key,
    hiding: () => setState((s) => (s.hiding ? s : { ...s, hiding: true })),
    hidden: () => setState((s) => (s.hiding ? { ...s, hiding: false } : s)),
  };
}
