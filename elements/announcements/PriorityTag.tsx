import { msg } from '@lit/localize';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { useLocale } from '../../shared/i18n/index.ts';
import type { AnnouncementPriority } from '../../shared/schemas/announcement.ts';

const VARIANTS = { L: 'primary', M: 'warning', H: 'danger' } as const satisfies Record<AnnouncementPriority, string>;

/** The words of the priorities (portal-shell §2.6: L general, M important, H urgent). */
export function priorityLabel(priority: AnnouncementPriority): string {
  return { L: msg('一般'), M: msg('重要'), H: msg('紧急') }[priority];
}

/** An announcement's priority as a small coloured tag. */
export function PriorityTag({ priority }: { priority: AnnouncementPriority }) {
  useLocale();
  return (
    <SlTag size="small" variant={VARIANTS[priority]} part="priority" data-testid="announcement-priority" data-priority={priority}>
      {priorityLabel(priority)}
    </SlTag>
  );
}
