import { msg } from '@lit/localize';
import { formatDateTime } from '../../shared/format/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import type { Announcement } from '../../shared/schemas/announcement.ts';
import { PriorityTag } from './PriorityTag.tsx';

/** One tab's announcements: title, create time and priority tag; a click opens one. */
export function AnnouncementItems({ items, onOpen }: { items: readonly Announcement[]; onOpen(announcement: Announcement): void }) {
  useLocale();
  if (items.length === 0) return <p className="dkp-annc-empty" data-testid="announcements-empty">{msg('暂无未读消息')}</p>;
  return (
    <ul className="dkp-annc-items" part="list">
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="dkp-annc-item" part="item" data-testid="announcement-item" data-id={item.id} onClick={() => onOpen(item)}>
            <span className="dkp-annc-item-title" data-testid="announcement-title">{item.titile}</span>
            <span className="dkp-annc-item-time">{formatDateTime(item.createTime)}</span>
            <PriorityTag priority={item.priority} />
          </button>
        </li>
      ))}
    </ul>
  );
}
