import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import type { PendingActionState } from './use-pending-action.ts';

/** Asks to confirm a pending action (delete, batch delete, release…) before it is done. */
export function ConfirmDialog({ state, testId }: { state: PendingActionState; testId: string }) {
  const { pending, open, busy, cancel, forget, confirm } = state;
  return (
    <SlDialog label={msg('提示')} open={open} data-testid={`${testId}-confirm-dialog`}
      onSlAfterHide={(event) => {
        // Closed by Escape or the overlay too; unless it was asked again meanwhile.
        if (event.target !== event.currentTarget || (event.target as HTMLElement & { open: boolean }).open) return;
        cancel();
        forget();
      }}>
      <span data-testid={`${testId}-confirm-text`}>{pending?.question ?? ''}</span>
      <SlButton slot="footer" onClick={cancel} data-testid={`${testId}-confirm-cancel`}>{msg('取消')}</SlButton>
      <SlButton slot="footer" variant={pending?.danger ? 'danger' : 'primary'} loading={busy}
        onClick={() => void confirm()} data-testid={`${testId}-confirm`}>{msg('确定')}</SlButton>
    </SlDialog>
  );
}
