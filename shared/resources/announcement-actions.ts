import { defineAction } from '../kit/action.ts';
import { AnnouncementIdQuerySchema } from '../schemas/announcement.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import { announcementResource } from './announcement.ts';

/** Releases a draft or revoked announcement to its audience: `GET /sys/annountCement/doReleaseData?id=` (widgets-admin §4). */
export const releaseAnnouncementAction = defineAction(announcementResource, {
  name: 'release', method: 'GET', path: 'doReleaseData', permission: PERMISSION_CODES.announcementRelease, input: AnnouncementIdQuerySchema,
});

/** Revokes a released announcement: `GET /sys/annountCement/doReovkeData?id=` (spelled as documented). */
export const revokeAnnouncementAction = defineAction(announcementResource, {
  name: 'revoke', method: 'GET', path: 'doReovkeData', permission: PERMISSION_CODES.announcementRevoke, input: AnnouncementIdQuerySchema,
});
