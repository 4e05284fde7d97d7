import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlTab from '@shoelace-style/shoelace/dist/react/tab/index.js';
import SlTabGroup from '@shoelace-style/shoelace/dist/react/tab-group/index.js';
import SlTabPanel from '@shoelace-style/shoelace/dist/react/tab-panel/index.js';
import '../shoelace/icon-base.ts';
import { useState } from 'react';
import { $unreadAnnouncements, type AnnouncementHandle } from '../../shared/announcements/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { ANNOUNCEMENT_CATEGORIES, type AnnouncementCategory } from '../../shared/schemas/announcement.ts';
import { $session, isSessionLive } from '../../shared/stores/session.ts';
import { useEmit } from '../define/element-host.ts';
import { SignInPrompt } from '../sign-in/SignInPrompt.tsx';
import { AnnouncementDetail } from './AnnouncementDetail.tsx';
import { AnnouncementItems } from './AnnouncementItems.tsx';
import { AnnouncementsTrigger } from './AnnouncementsTrigger.tsx';
import { handleOf, useAnnouncementOpener } from './use-announcement-opener.ts';

/** Attributes of `<dkp-announcements>` and props of {@link Announcements}. */
export interface AnnouncementsProps {
  /** A megaphone button with the unread count that opens the lists in a popover (for a top bar). */
  compact?: boolean;
  /** Also told of 'view more' (the portal passes its router here; not an attribute). */
  onMore?(detail: { category: AnnouncementCategory }): void;
  /** Also told of 'go handle' (not an attribute). */
  onHandle?(detail: AnnouncementHandle): void;
}

const TABS = [
  { category: ANNOUNCEMENT_CATEGORIES.announcement, name: 'annt' },
  { category: ANNOUNCEMENT_CATEGORIES.system, name: 'sys' },
] as const;

/**
 * `<dkp-announcements>` (portal-shell §2.6): the user's unread announcements and system
 * messages in two tabs with their counts; each item shows title, create time and priority.
 * A click opens the detail and marks it read; 'view more' asks the page for the full list.
 * Reloads on every realtime push while shown.
 */
export function Announcements({ compact = false, onMore, onHandle }: AnnouncementsProps) {
  useLocale();
  const session = useStore($session);
  const { list, failure } = useStore($unreadAnnouncements);
  const emit = useEmit();
  const [tab, setTab] = useState<AnnouncementCategory>(ANNOUNCEMENT_CATEGORIES.announcement);
  const [expanded, setExpanded] = useState(false);
  const handle = (detail: AnnouncementHandle) => {
    emit('dkp-announcement-handle', detail);
    onHandle?.(detail);
  };
  const opener = useAnnouncementOpener(handle);

  if (!isSessionLive(session)) return <SignInPrompt reason={msg('登录后可查看公告')} />;

  const labels = { annt: msg('通知公告'), sys: msg('系统消息') };
  const counts = { annt: list?.anntMsgTotal ?? 0, sys: list?.sysMsgTotal ?? 0 };
  const items = { annt: list?.anntMsgList ?? [], sys: list?.sysMsgList ?? [] };
  const more = () => {
    setExpanded(false);
    emit('dkp-announcements-more', { category: tab });
    onMore?.({ category: tab });
  };
  const panel = (
    <div className="dkp-annc-panel" part="panel" data-testid="announcements-panel">
      <SlTabGroup onSlTabShow={(event) => setTab(TABS.find((t) => t.name === event.detail.name)?.category ?? ANNOUNCEMENT_CATEGORIES.announcement)}>
        {TABS.map(({ name }) => (
          <SlTab key={name} slot="nav" panel={name} data-testid={`announcements-tab-${name}`}>
            {labels[name]}<span className="dkp-annc-count" data-testid="announcements-count">({counts[name]})</span>
          </SlTab>
        ))}
        {TABS.map(({ name }) => (
          <SlTabPanel key={name} name={name} data-testid={`announcements-panel-${name}`}>
            <AnnouncementItems items={items[name]} onOpen={(item) => { setExpanded(false); opener.open(item); }} />
          </SlTabPanel>
        ))}
      </SlTabGroup>
      {failure ? <p role="alert" className="dkp-annc-failure">{failure}</p> : null}
      <SlButton size="small" variant="text" className="dkp-annc-more" part="more" data-testid="announcements-more" onClick={more}>{msg('查看更多')}</SlButton>
    </div>
  );

  return (
    <>
      {compact ? <AnnouncementsTrigger unread={counts.annt + counts.sys} open={expanded} onOpenChange={setExpanded}>{panel}</AnnouncementsTrigger> : panel}
      <AnnouncementDetail announcement={opener.shown} failure={opener.failure} onClose={opener.close}
        onHandle={(shown) => {
          opener.close();
          const request = handleOf(shown);
          if (request) handle(request);
        }} />
    </>
  );
}
