import { msg, str } from '@lit/localize';
import { useState } from 'react';
import { deleteAnnouncement, releaseAnnouncement, revokeAnnouncement } from '../../shared/admin/index.ts';
import { failureText } from '../../shared/api/index.ts';
import type { AnnouncementAdmin } from '../../shared/schemas/announcement.ts';
import { notify } from '../components/notify.ts';

/** The actions of a row that ask for confirmation first. */
export type AnnouncementAction = 'release' | 'revoke' | 'delete';

const CALLS: Record<AnnouncementAction, (id: string) => Promise<null>> = {
  release: releaseAnnouncement, revoke: revokeAnnouncement, delete: deleteAnnouncement,
};

const doneText = (action: AnnouncementAction) =>
  ({ release: msg('发布成功'), revoke: msg('撤销成功'), delete: msg('删除成功') })[action];

/**
 * Release, revoke and delete with a confirmation: `ask` remembers what is to be done and opens
 * the question, `confirm` does it, notifies success or the server's reason, and calls `onDone`
 * to read the list again. What was asked is kept until `forget` (the dialog has closed), so
 * the question does not go blank while the dialog fades out.
 */
export function useAnnouncementActions(onDone: () => void) {
  const [pending, setPending] = useState<{ action: AnnouncementAction; record: AnnouncementAdmin } | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const ask = (action: AnnouncementAction, record: AnnouncementAdmin) => {
    setPending({ action, record });
    setOpen(true);
  };
  const cancel = () => setOpen(false);
  const forget = () => setPending(null);

  async function confirm() {
    if (!open || !pending || busy) return;
    setBusy(true);
    try {
      await CALLS[pending.action](pending.record.id);
      notify(doneText(pending.action), 'success');
    } catch (error) {
      const reason = failureText(error);
      notify(msg(str`操作失败：${reason}`), 'danger');
    } finally {
      setBusy(false);
      setOpen(false);
      onDone();
    }
  }

  return { pending, open, busy, ask, cancel, forget, confirm };
}
