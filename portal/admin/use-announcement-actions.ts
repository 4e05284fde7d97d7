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
 * Release, revoke and delete with a confirmation: `ask` remembers what is to be done, `confirm`
 * does it, notifies success or the server's reason, and calls `onDone` to read the list again.
 */
export function useAnnouncementActions(onDone: () => void) {
  const [pending, setPending] = useState<{ action: AnnouncementAction; record: AnnouncementAdmin } | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = (action: AnnouncementAction, record: AnnouncementAdmin) => setPending({ action, record });
  const cancel = () => setPending(null);

  async function confirm() {
    if (!pending || busy) return;
    setBusy(true);
    try {
      await CALLS[pending.action](pending.record.id);
      notify(doneText(pending.action), 'success');
    } catch (error) {
      const reason = failureText(error);
      notify(msg(str`操作失败：${reason}`), 'danger');
    } finally {
      setBusy(false);
      setPending(null);
      onDone();
    }
  }

  return { pending, busy, ask, cancel, confirm };
}
