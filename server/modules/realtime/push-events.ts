import { PUSH_TEXT_MAX, type NoticePush } from '../../../shared/schemas/realtime.ts';
import type { Audience, DomainEventBus } from '../../lib/domain-events.ts';
import type { Recipients } from './recipients.ts';

/** Serialises a push once; the text goes unchanged to NOTIFY and to every socket. */
export function serialisePush(push: NoticePush): string {
  return JSON.stringify({ ...push, msgTxt: push.msgTxt.slice(0, PUSH_TEXT_MAX) });
}

const audienceOf = (tenantId: number, audience: Audience): Recipients =>
  audience.kind === 'all' ? { tenantId } : { tenantId, userIds: audience.userIds };

/**
 * Turns domain events into pushes (portal-shell §2.6): a released or revoked announcement is
 * a 'topic' for its audience, a new notice a 'user' push for its owner. Returns the function
 * that stops listening.
 */
export function pushDomainEvents(events: DomainEventBus, publish: (recipients: Recipients, text: string) => Promise<void>): () => void {
  const announcement = (event: { tenantId: number; announcementId: string; title: string; audience: Audience }) => {
    const recipients = audienceOf(event.tenantId, event.audience);
    if (recipients.userIds?.length === 0) return;
    return publish(recipients, serialisePush({ cmd: 'topic', msgTxt: event.title, msgId: event.announcementId }));
  };
  const stops = [
    events.on('announcement.released', announcement),
    events.on('announcement.revoked', announcement),
    events.on('notice.created', (event) =>
      publish({ tenantId: event.tenantId, userIds: [event.userId] }, serialisePush({ cmd: 'user', msgTxt: event.title, msgId: event.noticeId }))),
  ];
  return () => stops.forEach((stop) => stop());
}
