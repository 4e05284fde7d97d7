import type { Transaction } from 'kysely';
import { ANNOUNCEMENT_STATUSES } from '../../../shared/schemas/announcement.ts';
import { NOTICE_READ_FLAGS, NOTICE_TYPES } from '../../../shared/schemas/notice.ts';
import { insertNotice } from '../../modules/notices/notice-repository.ts';
import type { Database } from '../schema.ts';

const HOUR = 3600_000;

// Titles and contents are what a sender wrote, in one language (simplified Chinese, as the
// demo organisation in demo-org.ts): the spec gives a notice and an announcement one title.
/** Demo announcements of tenant 1: [title, html, priority, category, audience usernames (none: all), released]. */
const ANNOUNCEMENTS: [string, string, 'L' | 'M' | 'H', '1' | '2', string[] | null, boolean][] = [
  ['系统升级通知', '<p>本周六 <strong>22:00–24:00</strong> 门户升级，期间暂停访问。</p><ul><li>报表中心</li><li>知识库</li></ul>', 'H', '1', null, true],
  ['五一假期安排', '<p>5 月 1 日至 5 日放假，5 月 6 日正常上班。</p>', 'M', '1', null, true],
  ['季度报表已更新', '<p>第三季度销售报表已发布，请到<a href="https://example.com/reports">报表中心</a>查看。</p>', 'L', '2', ['zhangsan', 'lisi'], true],
  ['新功能预告', '<p>订阅推送即将上线。</p>', 'L', '1', null, false],
];

/**
 * Demo notices: [owner, type, title, relationId, category, busId, from, read]. wangwu's cover
 * every link of portal-shell §2.1 and §2.6 (tests/e2e/notice-actions.spec.ts opens them): a
 * workbook and a module item he may open, a class mention, a report no longer in his menu
 * and a module only administrators have.
 */
const NOTICES: [string, number, string, string, string, string, string, boolean][] = [
  ['zhangsan', NOTICE_TYPES.sharedWorkbook, '李四 向您共享了报表「历史报表」', 'menu-report-history', '', 'workbook-history-q3', 'lisi', false],
  ['zhangsan', NOTICE_TYPES.classMention, '王五 在班级「数据分析入门」中提到了您', 'class-data-101', '1', '', 'wangwu', false],
  ['zhangsan', NOTICE_TYPES.moduleMention, '管理员 在知识库中提到了您', 'menu-knowledge', '', 'knowledge-article-12', 'admin', true],
  ['lisi', NOTICE_TYPES.sharedWorkbook, '张三 向您共享了报表「自我分析」', 'menu-report-self', '', 'workbook-self-2026', 'zhangsan', false],
  ['admin', NOTICE_TYPES.moduleMention, '张三 在数字工作台中提到了您', 'menu-workbench', '', '', 'zhangsan', false],
  ['wangwu', NOTICE_TYPES.sharedWorkbook, '张三 向您共享了报表「备课报表」', 'menu-report-prep', '', 'workbook-prep-week1', 'zhangsan', false],
  ['wangwu', NOTICE_TYPES.sharedWorkbook, '李四 向您共享了报表「已归档报表」', 'menu-report-archived', '', 'workbook-archived-2025', 'lisi', false],
  ['wangwu', NOTICE_TYPES.classMention, '张三 在班级「SQL 进阶」中提到了您', 'class-sql-201', '2', '', 'zhangsan', false],
  ['wangwu', NOTICE_TYPES.moduleMention, '李四 在知识库中提到了您', 'menu-knowledge', '', 'knowledge-article-7', 'lisi', false],
  ['wangwu', NOTICE_TYPES.moduleMention, '管理员 在系统日志中提到了您', 'menu-sys-log', '', 'log-2026-11-01', 'admin', false],
];

/**
 * Demo notices and announcements for tenant 1 so that `npm start` shows a bell with data:
 * released announcements carry the type-1 notices a release makes.
 */
export async function seedNoticesAndAnnouncements(tx: Transaction<Database>, users: Map<string, string>, now = new Date()): Promise<void> {
  const id = (username: string) => users.get(username)!;
  for (const [index, [title, html, priority, category, audience, released]] of ANNOUNCEMENTS.entries()) {
    const sentAt = new Date(now.getTime() - (index + 1) * HOUR);
    const row = await tx.insertInto('announcements').values({
      tenant_id: 1, titile: title, msg_content: html, sender: '管理员', priority, msg_category: category, msg_type: audience ? 'USER' : 'ALL',
      start_time: null, end_time: null, open_type: null, open_page: '', bus_id: '', created_by: id('admin'), created_at: sentAt,
      send_status: released ? ANNOUNCEMENT_STATUSES.released : ANNOUNCEMENT_STATUSES.draft, send_time: released ? sentAt : null,
    }).returning('id').executeTakeFirstOrThrow();
    if (audience) await tx.insertInto('announcement_users').values(audience.map((u) => ({ announcement_id: row.id, user_id: id(u) }))).execute();
    if (!released) continue;
    for (const username of audience ?? [...users.keys()]) {
      await insertNotice(tx, { tenantId: 1, userId: id(username) }, {
        type: NOTICE_TYPES.announcement, title, relationId: row.id, createdBy: id('admin'),
      }, sentAt);
    }
  }
  for (const [index, [owner, type, title, relationId, category, busId, from, read]] of NOTICES.entries()) {
    const noticeId = await insertNotice(tx, { tenantId: 1, userId: id(owner) }, {
      type: type as 0 | 1 | 2 | 3, title, relationId, category, busId, createdBy: id(from),
    }, new Date(now.getTime() - (index + 1) * 10 * 60_000));
    if (read) await tx.updateTable('notices').set({ read_flag: NOTICE_READ_FLAGS.read }).where('id', '=', noticeId).execute();
  }
}
