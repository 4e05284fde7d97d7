import { msg, str } from '@lit/localize';
import { useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { notify } from '../components/notify.ts';

/** An action waiting for confirmation: the question, the work, what to say when done. */
export interface PendingAction {
  question: string;
  danger: boolean;
  run: () => Promise<unknown>;
  /** Empty: nothing is said. */
  done: string;
}

/**
 * Actions done only after confirmation (delete, batch delete, release…): `ask` opens the
 * question, `confirm` does it and notifies success or the server's reason. What was asked
 * is kept until `forget` (the dialog has closed), so its text does not go blank while it fades.
 */
export function usePendingAction() {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const ask = (action: PendingAction) => {
    setPending(action);
    setOpen(true);
  };
  const cancel = () => setOpen(false);
  const forget = () => setPending(null);

  async function confirm() {
    if (!open || !pending || busy) return;
    setBusy(true);
    try {
      await pending.run();
      if (pending.done) notify(pending.done, 'success');
    } catch (error) {
      const reason = failureText(error);
      notify(msg(str`操作失败：${reason}`), 'danger');
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return { pending, open, busy, ask, cancel, forget, confirm };
}

/** The state of a page's confirmation dialog. */
export type PendingActionState = ReturnType<typeof usePendingAction>;
