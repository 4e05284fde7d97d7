import { msg, str } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlBadge from '@shoelace-style/shoelace/dist/react/badge/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDropdown from '../shoelace/dropdown.ts';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import SlTabPanel from '@shoelace-style/shoelace/dist/react/tab-panel/index.js';
import '../shoelace/icon-base.ts';
import { useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { noticeFeed, normalizeRecentDays, unreadOf, type RecentDays } from '../../shared/notices/index.ts';
import { $session, isSessionLive } from '../../shared/stores/index.ts';
import { SignInPrompt } from '../sign-in/SignInPrompt.tsx';
import { AnnouncementDetail, announcementDetailWidth, type AnnouncementDetailWidth } from '../announcements/AnnouncementDetail.tsx';
import { handleOf } from '../announcements/use-announcement-opener.ts';
import { useEmit } from '../define/element-host.ts';
import { NoticeList } from './NoticeList.tsx';
import { useNoticeActions } from './use-notice-actions.ts';

/** Attributes of `<dkp-notice-bell>`. */
export interface NoticeBellProps {
  /** Where the popover opens against the bell. */
  placement?: string;
  /** Width of the detail dialog: 600 (the default) or 1200 (portal-shell §2.6 "another variant width 1200"). */
  detailWidth?: number | string;
  /** Only the notices of the last N days (1–365), e.g. 3 (§2.6 "the last three days of notices"); absent, all. */
  recentDays?: number | string;
}

type Tab = 'all' | 'unread';
type Placement = 'bottom-end' | 'bottom-start' | 'bottom' | 'top-end' | 'top-start' | 'top' | 'left' | 'right';

/**
 * `<dkp-notice-bell>` (portal-shell §2.6, §4): the unread count on a bell; its popover titled
 * 'notice(N)' lists the notices in the tabs all and unread, each with a dot while unread and a
 * menu to mark it read or remove it; 'mark read' marks every unread notice of the active tab.
 * Without a session it offers sign-in. `recent-days` makes it the recent variant (only the
 * notices of the last N days, the badge counting those), `detail-width="1200"` the wide detail.
 */
export function NoticeBell({ placement = 'bottom-end', detailWidth, recentDays }: NoticeBellProps) {
  useLocale();
  const session = useStore($session);
  if (!isSessionLive(session)) return <SignInPrompt reason={msg('登录后可查看您的通知')} />;
  return <SignedInBell placement={placement as Placement} detailWidth={announcementDetailWidth(detailWidth)} recentDays={normalizeRecentDays(recentDays)} />;
}

function SignedInBell({ placement, detailWidth, recentDays }: { placement: Placement; detailWidth: AnnouncementDetailWidth; recentDays: RecentDays }) {
  // One store per recentDays: bells of different variants on one page keep their own lists.
  const { notices, unread, status, error } = useStore(noticeFeed(recentDays));
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('all');
  const actions = useNoticeActions(() => setOpen(false));
  const emit = useEmit();
  const { announcement } = actions;
  const unreadNotices = unreadOf(notices);
  const shown = tab === 'all' ? notices : unreadNotices;
  const itemActions = { onOpen: actions.open, onRead: actions.read, onRemove: actions.remove };

  return (
    <>
      <SlDropdown
        placement={placement}
        distance={4}
        stayOpenOnSelect
        open={open}
        onSlShow={(e) => e.target === e.currentTarget && setOpen(true)}
        onSlAfterHide={(e) => e.target === e.currentTarget && setOpen(false)}
      >
        <span slot="trigger" part="bell" className="notice-bell" data-testid="notice-bell">
          <SlIconButton name="bell" label={msg('通知')} />
          {unread > 0 ? <SlBadge part="badge" variant="danger" pill className="notice-badge" data-testid="notice-badge">{unread}</SlBadge> : null}
        </span>
        <div part="panel" className="notice-panel" data-testid="notice-panel">
          <header className="notice-head">
            <strong data-testid="notice-title">{msg(str`通知(${unread})`)}</strong>
            <SlButton size="small" variant="text" data-testid="notice-read-all" onClick={() => actions.readAll(shown)}>{msg('标记已读')}</SlButton>
          </header>
          {actions.alert ? (
            <SlAlert open variant={actions.alert.variant} closable duration={5000} data-testid="notice-alert" onSlAfterHide={(e) => e.target === e.currentTarget && actions.dismissAlert()}>
              {actions.alert.text}
            </SlAlert>
          ) : null}
          {status === 'failed' ? <p className="notice-error" role="alert">{error}</p> : null}
          <SlTabGroup onSlTabShow={(e) => setTab(e.detail.name as Tab)}>
            <SlTab slot="nav" panel="all" data-testid="notice-tab-all">{msg('全部')}</SlTab>
            <SlTab slot="nav" panel="unread" data-testid="notice-tab-unread">{msg('未读')}</SlTab>
            <SlTabPanel name="all">
              <NoticeList name="all" notices={notices} empty={msg('暂无通知')} {...itemActions} />
            </SlTabPanel>
            <SlTabPanel name="unread">
              <NoticeList name="unread" notices={unreadNotices} empty={msg('暂无未读通知')} {...itemActions} />
            </SlTabPanel>
          </SlTabGroup>
        </div>
      </SlDropdown>
      <AnnouncementDetail announcement={announcement.shown} failure={announcement.failure} width={detailWidth} onClose={announcement.close}
        onHandle={(shown) => {
          announcement.close();
          const request = handleOf(shown);
          if (request) emit('dkp-announcement-handle', request);
        }} />
    </>
  );
}
