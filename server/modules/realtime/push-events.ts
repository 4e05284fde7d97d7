import { menuResource } from '../../../shared/resources/menu.ts';
import { PERMISSION_PUSH_CMD, PUSH_TEXT_MAX, type NoticePush, type PermissionPush } from '../../../shared/schemas/realtime.ts';
import type { Audience, DomainEventBus, StopListening } from '../../lib/domain-events.ts';
import type { Recipients } from './recipients.ts';

/** Serialises a push once; the text goes unchanged to NOTIFY and to every socket. */
export function serialisePush(push: NoticePush | PermissionPush): string {
  return JSON.stringify({ ...push, msgTxt: push.msgTxt.slice(0, PUSH_TEXT_MAX) });
}

const PERMISSION_PUSH_START = Buffer.from(`{"cmd":"${PERMISSION_PUSH_CMD}"`);

/** True for a frame {@link serialisePush} made of a 'permission' push (its text starts with the cmd). */
export function isPermissionPush(frame: Buffer): boolean {
  return frame.subarray(0, PERMISSION_PUSH_START.length).equals(PERMISSION_PUSH_START);
}

const audienceOf = (tenantId: number, audience: Audience): Recipients =>
  audience.kind === 'all' ? { tenantId } : { tenantId, userIds: audience.userIds };

/** What an announcement's audience is told when it changes (released, revoked, started). */
export interface AnnouncementNews {
  tenantId: number;
  announcementId: string;
  title: string;
  audience: Audience;
}

/**
 * The 'topic' push of an announcement (portal-shell §2.6: it reloads notices and
 * announcements) with its recipients; null when a named audience is empty.
 */
export function announcementPush(news: AnnouncementNews): { recipients: Recipients; text: string } | null {
  const recipients = audienceOf(news.tenantId, news.audience);
  if (recipients.userIds?.length === 0) return null;
  return { recipients, text: serialisePush({ cmd: 'topic', msgTxt: news.title, msgId: news.announcementId }) };
}

/**
 * Turns domain events into pushes (portal-shell §2.6): a released or revoked announcement is
 * a 'topic' for its audience, a new notice a 'user' push for its owner, a change of a role's
 * grants a 'permission' push for the role's users in its tenant, and a change of the menus
 * (platform data) a 'permission' push for everyone in every tenant (`tenantIds`). Returns the
 * function that stops listening: pushes not yet started are dropped, and it resolves once
 * those under way (their tenant lookup, their NOTIFY) ended.
 */
export function pushDomainEvents(
  events: DomainEventBus, publish: (recipients: Recipients, text: string) => Promise<void>, tenantIds: () => Promise<number[]>,
): StopListening {
  const announcement = (event: AnnouncementNews) => {
    const push = announcementPush(event);
    return push ? publish(push.recipients, push.text) : undefined;
  };
  const stops = [
    events.on('announcement.released', announcement),
    events.on('announcement.revoked', announcement),
    events.on('notice.created', (event) =>
      publish({ tenantId: event.tenantId, userIds: [event.userId] }, serialisePush({ cmd: 'user', msgTxt: event.title, msgId: event.noticeId }))),
    events.on('notices.created', (event) => event.userIds.length === 0 ? undefined
      : publish({ tenantId: event.tenantId, userIds: event.userIds }, serialisePush({ cmd: 'user', msgTxt: event.title, msgId: '' }))),
    events.on('permissions.changed', (event) => event.userIds.length === 0 ? undefined
      : publish({ tenantId: event.tenantId, userIds: event.userIds }, serialisePush({ cmd: PERMISSION_PUSH_CMD, msgTxt: '', msgId: event.roleId }))),
    events.on('resource.changed', async (event) => {
      if (event.resource !== menuResource.name) return;
      const text = serialisePush({ cmd: PERMISSION_PUSH_CMD, msgTxt: '', msgId: menuResource.name });
      await Promise.all((await tenantIds()).map((tenantId) => publish({ tenantId }, text)));
    }),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
