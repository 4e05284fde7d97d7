import { msg } from '@lit/localize';
import SlDropdown from '../shoelace/dropdown.ts';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import '../shoelace/icon-base.ts';
import { formatDateTime } from '../../shared/format/index.ts';
import { NOTICE_READ_FLAGS, type Notice } from '../../shared/schemas/notice.ts';

/** What the user can do with one notice. */
export interface NoticeItemActions {
  onOpen(notice: Notice): void;
  onRead(notice: Notice): void;
  onRemove(notice: Notice): void;
}

/** One notice of a list: a dot while unread, title, sender and time, and its menu (mark read, remove). */
export function NoticeItem({ notice, onOpen, onRead, onRemove }: { notice: Notice } & NoticeItemActions) {
  const unread = notice.readFlag === NOTICE_READ_FLAGS.unread;
  const time = formatDateTime(notice.createTime);
  return (
    <li part="item" className={unread ? 'notice-item notice-unread' : 'notice-item'} data-testid={`notice-item-${notice.id}`}>
      <button type="button" className="notice-open" data-testid="notice-open" onClick={() => onOpen(notice)}>
        {unread ? <span part="dot" className="notice-dot" data-testid="notice-dot" aria-label={msg('未读')} /> : null}
        <span className="notice-title">{notice.title}</span>
        <span className="notice-meta">{notice.name ? `${notice.name} · ${time}` : time}</span>
      </button>
      <SlDropdown placement="bottom-end" hoist>
        <SlIconButton slot="trigger" name="three-dots-vertical" label={msg('更多操作')} data-testid="notice-menu" />
        <SlMenu onSlSelect={(event) => (event.detail.item.value === 'read' ? onRead(notice) : onRemove(notice))}>
          {unread ? <SlMenuItem value="read" data-testid="notice-menu-read">{msg('标为已读')}</SlMenuItem> : null}
          <SlMenuItem value="remove" data-testid="notice-menu-remove">{msg('删除')}</SlMenuItem>
        </SlMenu>
      </SlDropdown>
    </li>
  );
}
