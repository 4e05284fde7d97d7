import { msg } from '@lit/localize';
import { useState } from 'react';
import type { AnnouncementHandle } from '../../shared/announcements/index.ts';
import { failureText } from '../../shared/api/index.ts';
import { noticeLink, readAllNotices, readNotice, removeNotice } from '../../shared/notices/index.ts';
import { NOTICE_READ_FLAGS, type Notice } from '../../shared/schemas/notice.ts';
import { loadPermissions } from '../../shared/stores/index.ts';
import { useAnnouncementOpener } from '../announcements/use-announcement-opener.ts';
import { useEmit } from '../define/element-host.ts';

/** A message the panel shows: a warning (no access, nothing unread) or a failed call. */
export interface NoticeAlert {
  variant: 'warning' | 'danger';
  text: string;
}

const deniedText = (reason: 'report' | 'module') =>
  reason === 'report' ? msg('您暂无权限查看该报表或报表已删除，请联系管理员！') : msg('您暂无该模块访问权限，请联系管理员！');

/**
 * What the bell does with notices, with the events it emits: open (mark read, then show the
 * announcement in the one announcement detail, or hand the page to the host), mark read,
 * mark the tab read, remove. `onLeave` closes the popover when the user goes elsewhere.
 * 'Go handle' in the detail emits `dkp-announcement-handle`, as `<dkp-announcements>` does.
 */
export function useNoticeActions(onLeave: () => void) {
  const emit = useEmit();
  const [alert, setAlert] = useState<NoticeAlert | null>(null);
  const announcement = useAnnouncementOpener((request: AnnouncementHandle) => emit('dkp-announcement-handle', request));
  const fail = (error: unknown) => setAlert({ variant: 'danger', text: failureText(error) });

  async function read(notice: Notice) {
    try {
      await readNotice(notice.id);
      emit('dkp-notice-read', { ids: [notice.id] });
    } catch (error) {
      fail(error);
    }
  }

  async function open(notice: Notice) {
    setAlert(null);
    if (notice.readFlag === NOTICE_READ_FLAGS.unread) void read(notice);
    // The full menu decides; a page whose permissions fail to load resolves against none.
    const menu = await loadPermissions().then((p) => p.menu, () => []);
    const link = noticeLink(notice, menu);
    if (link.kind === 'denied') return setAlert({ variant: 'warning', text: deniedText(link.reason) });
    onLeave();
    if (link.kind === 'announcement') announcement.openById(link.id);
    else emit('dkp-notice-open', { id: notice.id, type: notice.type, relationId: notice.relationId, target: link.target });
  }

  async function readAll(notices: readonly Notice[]) {
    setAlert(null);
    try {
      const ids = await readAllNotices(notices);
      if (ids.length) emit('dkp-notice-read', { ids });
      else setAlert({ variant: 'warning', text: msg('暂无未读通知') });
    } catch (error) {
      fail(error);
    }
  }

  async function remove(notice: Notice) {
    setAlert(null);
    try {
      await removeNotice(notice.id);
      emit('dkp-notice-removed', { id: notice.id });
    } catch (error) {
      fail(error);
    }
  }

  return {
    alert, announcement, dismissAlert: () => setAlert(null),
    open: (n: Notice) => void open(n), read: (n: Notice) => void read(n), readAll: (ns: readonly Notice[]) => void readAll(ns), remove: (n: Notice) => void remove(n),
  };
}
