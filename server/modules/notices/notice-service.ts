import type { AppContext } from '../../app-context.ts';
import { insertNotice, type NewNotice, type NoticeOwner } from './notice-repository.ts';

/**
 * How other modules notify a user (a shared workbook, a class mention, …): the notice is
 * stored, then `notice.created` tells the realtime module to push it to its owner.
 */
export function createNoticeService(ctx: Pick<AppContext, 'db' | 'events' | 'now'>) {
  return {
    /** Stores a notice for `owner` and announces it; answers the notice id. */
    async createNotice(owner: NoticeOwner, notice: NewNotice): Promise<string> {
      const noticeId = await insertNotice(ctx.db, owner, notice, ctx.now());
      ctx.events.emit('notice.created', { tenantId: owner.tenantId, userId: owner.userId, noticeId, title: notice.title });
      return noticeId;
    },
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
