import type { Notice } from '../../shared/schemas/notice.ts';
import { NoticeItem, type NoticeItemActions } from './NoticeItem.tsx';

/** The notices of one tab, or that tab's empty tip. */
export function NoticeList({ name, notices, empty, ...actions }: { name: string; notices: readonly Notice[]; empty: string } & NoticeItemActions) {
  if (!notices.length) {
    return <p className="notice-empty" data-testid={`notice-empty-${name}`}>{empty}</p>;
  }
  return (
    <ul className="notice-list" data-testid={`notice-list-${name}`}>
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} {...actions} />
      ))}
    </ul>
  );
}
