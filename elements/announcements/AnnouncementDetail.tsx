import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import '../shoelace/icon-base.ts';
import { useState } from 'react';
import { formatDateTime } from '../../shared/format/index.ts';
import { useDialogGeneration } from '../../shared/ui/use-dialog-generation.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import type { Announcement } from '../../shared/schemas/announcement.ts';
import { handleOf } from './use-announcement-opener.ts';

/** The widths of the detail dialog (portal-shell §2.6 "width 600 …; another variant width 1200"). */
export type AnnouncementDetailWidth = 600 | 1200;

/** A `detail-width` as the dialog takes it: 1200 when it says so, else the usual 600. */
export function announcementDetailWidth(value: unknown): AnnouncementDetailWidth {
  return Number(value) === 1200 ? 1200 : 600;
}

/** Props of {@link AnnouncementDetail}. */
export interface AnnouncementDetailProps {
  /** The announcement shown; `null` keeps the dialog closed. */
  announcement: Announcement | null;
  /** Why it could not be opened, shown above the content. */
  failure?: string | null;
  onClose(): void;
  /** 'Go handle', offered when `openType` is url and its page is safe. */
  onHandle(announcement: Announcement): void;
  /** 600 (the default) or 1200 pixels wide; both have the fullscreen switch. */
  width?: AnnouncementDetailWidth;
}

/**
 * THE announcement detail of portal-shell §2.6, wherever an announcement is opened (the
 * announcements popover, the bell, the user's announcement page): a dialog titled 'notice
 * message' with title, sender, send time (in the one date format, shared/format) and the HTML
 * content (sanitised by the server), a fullscreen switch, 'close', and 'go handle' when
 * `openType` is url.
 */
export function AnnouncementDetail({ announcement, failure, onClose, onHandle, width = 600 }: AnnouncementDetailProps) {
  useLocale();
  const shown = announcement;
  const time = shown ? shown.sendTime ?? shown.createTime : null;
  const dialog = useDialogGeneration(shown !== null);
  const [fullscreen, setFullscreen] = useState(false);
  const classes = ['dkp-annc-detail-dialog', width === 1200 ? 'dkp-annc-detail-wide' : '', fullscreen ? 'dkp-annc-detail-fullscreen' : ''];
  return (
    <SlDialog key={dialog.key} label={msg('通知消息')} open={shown !== null} part="detail" data-testid="announcement-detail"
      className={classes.filter(Boolean).join(' ')}
      // Closing starts: 'close', Escape or the overlay (Shoelace closes itself on those two).
      // The page learns it now, not after the animation, so an opening that follows is not undone.
      onSlHide={(event) => {
        if (event.target !== event.currentTarget) return;
        dialog.hiding();
        onClose();
      }}
      onSlAfterHide={(event) => {
        if (event.target !== event.currentTarget || !(event.currentTarget as HTMLElement).isConnected) return;
        setFullscreen(false);
        dialog.hidden();
      }}>
      <SlIconButton slot="header-actions" name={fullscreen ? 'fullscreen-exit' : 'arrows-fullscreen'} label={fullscreen ? msg('退出全屏') : msg('全屏')}
        data-testid="announcement-detail-fullscreen" onClick={() => setFullscreen(!fullscreen)} />
      {shown ? (
        <article className="dkp-annc-detail">
          <h3 className="dkp-annc-detail-title" data-testid="announcement-detail-title">{shown.titile}</h3>
          <p className="dkp-annc-detail-meta">
            {/* One message each, so that every language puts its own colon. */}
            <span data-testid="announcement-detail-sender">{msg(str`发布人：${shown.sender}`)}</span>
            <span data-testid="announcement-detail-time">{msg(str`发布时间：${time ? formatDateTime(time) : ''}`)}</span>
          </p>
          {failure ? <p role="alert" className="dkp-annc-failure">{failure}</p> : null}
          {/* The server sanitises msgContent when it stores and when it answers (docs/decisions.md). */}
          <div className="dkp-annc-detail-content" part="content" data-testid="announcement-detail-content" dangerouslySetInnerHTML={{ __html: shown.msgContent }} />
        </article>
      ) : null}
      <SlButton slot="footer" data-testid="announcement-detail-close" onClick={onClose}>{msg('关闭')}</SlButton>
      {shown && handleOf(shown)?.openType === 'url' ? (
        <SlButton slot="footer" variant="primary" data-testid="announcement-detail-handle" onClick={() => onHandle(shown)}>{msg('去处理')}</SlButton>
      ) : null}
    </SlDialog>
  );
}
