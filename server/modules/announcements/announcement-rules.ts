import type { Kysely } from 'kysely';
import { openPageAllowed } from '../../../shared/announcements/open-page.ts';
import { ANNOUNCEMENT_AUDIENCES, type AnnouncementInput } from '../../../shared/schemas/announcement.ts';
import type { Database } from '../../db/schema.ts';
import { parseWireDateTime } from '../../../shared/format/wire-time.ts';
import { badRequest } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text/index.ts';
import { liveMembersAmong } from './announcement-publishing-repository.ts';

/** An announcement as stored: checked, trimmed, sanitised, times parsed, audience deduplicated. */
export interface CheckedAnnouncement {
  titile: string;
  msgContent: string;
  sender: string;
  priority: string;
  msgCategory: string;
  msgType: string;
  userIds: string[];
  startTime: Date | null;
  endTime: Date | null;
  openType: string | null;
  openPage: string;
  busId: string;
}

// ISO 8601 with a date, a time and a zone, or JeecgBoot's `yyyy-MM-dd HH:mm:ss` in the server's
// zone: `new Date` alone takes '1' as 2001 and rolls 30 February into March, and a time without
// a zone (other than the server's own form) would be a guess.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const SERVER_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function parseTime(value: string | null, field: string, timeZone: string): Date | null {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  // parseWireDateTime refuses days and hours that do not exist (2026-02-30, 24:00).
  const time = ISO_TIME.test(text) || SERVER_TIME.test(text) ? parseWireDateTime(text, timeZone) : null;
  if (!time) throw badRequest('announcementTimeInvalid', { field });
  return time;
}

/**
 * Applies widgets-admin §5 and the server's own rules to an administrator's input: a
 * non-blank title, specified users that are not empty and belong to the tenant, a start
 * earlier than the end, a safe page to open; the content is sanitised before it is stored.
 */
export async function checkAnnouncement(
  db: Kysely<Database>, tenantId: number, input: AnnouncementInput, defaultSender: string, timeZone: string,
): Promise<CheckedAnnouncement> {
  const titile = input.titile.trim();
  if (!titile) throw badRequest('announcementTitleRequired');
  const startTime = parseTime(input.startTime, 'startTime', timeZone);
  const endTime = parseTime(input.endTime, 'endTime', timeZone);
  if (startTime && endTime && startTime.getTime() >= endTime.getTime()) throw badRequest('announcementTimeOrder');

  const forUsers = input.msgType === ANNOUNCEMENT_AUDIENCES.users;
  const userIds = forUsers ? [...new Set(input.userIds.map((id) => id.trim()).filter(Boolean))] : [];
  if (forUsers && userIds.length === 0) throw badRequest('announcementUsersRequired');
  if (userIds.length) {
    const found = await liveMembersAmong(db, tenantId, userIds);
    const unknown = userIds.find((id) => !found.has(id));
    if (unknown) throw badRequest('announcementUsersUnknown', { id: unknown });
  }

  const openPage = input.openPage.trim();
  // The same rule as the administration form and 'go handle' (shared/announcements/open-page.ts).
  if (input.openType === 'url' && !openPageAllowed('url', openPage)) throw badRequest('announcementOpenPageInvalid');
  if (input.openType === 'component' && !openPageAllowed('component', openPage)) throw badRequest('announcementComponentPageInvalid');
  return {
    titile,
    msgContent: sanitizeRichText(input.msgContent),
    sender: input.sender.trim() || defaultSender,
    priority: input.priority,
    msgCategory: input.msgCategory,
    msgType: input.msgType,
    userIds,
    startTime,
    endTime,
    openType: input.openType,
    openPage,
    busId: input.busId.trim(),
  };
}
