import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { usePermission } from '../../shared/permissions/index.ts';
import { ANNOUNCEMENT_STATUSES, PERMISSION_CODES, type AnnouncementAdmin } from '../../shared/schemas/index.ts';
import type { AnnouncementAction } from './use-announcement-actions.ts';

/** What a row's buttons do: open the edit dialog, or ask to confirm an action. */
export interface RowActionHandlers {
  onEdit: (record: AnnouncementAdmin) => void;
  onAsk: (action: AnnouncementAction, record: AnnouncementAdmin) => void;
}

/**
 * The buttons of one announcement, by its state (widgets-admin §4) and the has-permission
 * rule: edit and release while a draft or revoked, revoke while released, delete always.
 */
export function AnnouncementRowActions({ record, onEdit, onAsk }: RowActionHandlers & { record: AnnouncementAdmin }) {
  const canEdit = usePermission(PERMISSION_CODES.announcementEdit);
  const canRelease = usePermission(PERMISSION_CODES.announcementRelease);
  const canRevoke = usePermission(PERMISSION_CODES.announcementRevoke);
  const canDelete = usePermission(PERMISSION_CODES.announcementDelete);
  const released = record.sendStatus === ANNOUNCEMENT_STATUSES.released;
  const button = (testId: string, label: string, onClick: () => void, variant: 'default' | 'danger' = 'default') => (
    <SlButton size="small" variant={variant} outline={variant === 'danger'} data-testid={testId} onClick={onClick}>{label}</SlButton>
  );

  return (
    <div className="admin-actions">
      {canEdit && !released ? button('announcement-edit', msg('编辑'), () => onEdit(record)) : null}
      {canRelease && !released ? button('announcement-release', msg('发布'), () => onAsk('release', record)) : null}
      {canRevoke && released ? button('announcement-revoke', msg('撤销'), () => onAsk('revoke', record)) : null}
      {canDelete ? button('announcement-delete', msg('删除'), () => onAsk('delete', record), 'danger') : null}
    </div>
  );
}
