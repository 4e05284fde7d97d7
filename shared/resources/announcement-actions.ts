import { defineAction } from '../kit/action.ts';
import { ANNOUNCEMENT_STATUSES, AnnouncementIdQuerySchema } from '../schemas/announcement.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import { announcementResource } from './announcement.ts';

/** Releases a draft or revoked announcement to its audience: `GET /sys/annountCement/doReleaseData?id=` (widgets-admin §4). */
export const releaseAnnouncementAction = defineAction(announcementResource, {
  name: 'release', method: 'GET', path: 'doReleaseData', permission: PERMISSION_CODES.announcementRelease, input: AnnouncementIdQuerySchema,
  row: {
    label: { cn: '发布', en: 'Release', tc: '發佈' },
    when: (record) => record.sendStatus !== ANNOUNCEMENT_STATUSES.released,
    confirm: {
      cn: '确定发布通告「{titile}」吗？发布后通告对象将收到通知。',
      en: 'Release the announcement "{titile}"? Its audience will be notified.',
      tc: '確定發佈通告「{titile}」嗎？發佈後通告對象將收到通知。',
    },
    done: { cn: '发布成功', en: 'Released', tc: '發佈成功' },
  },
});

/** Revokes a released announcement: `GET /sys/annountCement/doReovkeData?id=` (spelled as documented). */
export const revokeAnnouncementAction = defineAction(announcementResource, {
  name: 'revoke', method: 'GET', path: 'doReovkeData', permission: PERMISSION_CODES.announcementRevoke, input: AnnouncementIdQuerySchema,
  row: {
    label: { cn: '撤销', en: 'Revoke', tc: '撤銷' },
    when: (record) => record.sendStatus === ANNOUNCEMENT_STATUSES.released,
    confirm: {
      cn: '确定撤销通告「{titile}」吗？撤销后用户将看不到它。',
      en: 'Revoke the announcement "{titile}"? Users will no longer see it.',
      tc: '確定撤銷通告「{titile}」嗎？撤銷後用戶將看不到它。',
    },
    done: { cn: '撤销成功', en: 'Revoked', tc: '撤銷成功' },
  },
});
