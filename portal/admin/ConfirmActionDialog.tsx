import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import type { useAnnouncementActions } from './use-announcement-actions.ts';

/** The question of each action about the announcement titled `title`. */
const question = (action: 'release' | 'revoke' | 'delete', title: string) => ({
  release: msg(str`确定发布通告「${title}」吗？发布后通告对象将收到通知。`),
  revoke: msg(str`确定撤销通告「${title}」吗？撤销后用户将看不到它。`),
  delete: msg(str`确定删除通告「${title}」吗？删除后不可恢复。`),
})[action];

/** Asks to confirm a release, revocation or deletion before it is done. */
export function ConfirmActionDialog({ state }: { state: ReturnType<typeof useAnnouncementActions> }) {
  const { pending, open, busy, cancel, forget, confirm } = state;
  return (
    <SlDialog label={msg('提示')} open={open} data-testid="announcement-confirm-dialog"
      onSlAfterHide={(event) => {
        // Closed by Escape or the overlay too; unless it was asked again meanwhile.
        if (event.target !== event.currentTarget || (event.target as HTMLElement & { open: boolean }).open) return;
        cancel();
        forget();
      }}>
      <span data-testid="announcement-confirm-text">{pending ? question(pending.action, pending.record.titile) : ''}</span>
      <SlButton slot="footer" onClick={cancel} data-testid="announcement-confirm-cancel">{msg('取消')}</SlButton>
      <SlButton slot="footer" variant={pending?.action === 'delete' ? 'danger' : 'primary'} loading={busy}
        onClick={() => void confirm()} data-testid="announcement-confirm">{msg('确定')}</SlButton>
    </SlDialog>
  );
}
