import { sql, type Kysely } from 'kysely';
import { DEMO_NEWS } from './0035-content.ts';

/**
 * 报表留言 (issue 24): an index for the list of boards (each board's live entries, newest first,
 * replies included), and the demo comments on a database seeded before (a new one gets them
 * from the seed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index comments_activity_idx on comments (tenant_id, page_key, created_at desc) where not deleted`.execute(db);
  await seedDemoComments(db, new Date());
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists comments_activity_idx`.execute(db);
}

const MINUTE = 60_000;

/** The report page whose board the demo fills (every staff member may open it). */
export const DEMO_BOARD_PAGE = '/report/prep';

/**
 * A demo thread: the board (a demo news item by its title, or a report page's path), then its
 * comments `[author, text, minutes before now, replies]`, each reply `[author, text, minutes
 * before now]`. Each is in the language its writer used: simplified Chinese, English,
 * traditional Chinese.
 */
type DemoThread = [board: string, comments: [string, string, number, [string, string, number][]][]];

export const DEMO_COMMENTS: DemoThread[] = [
  [DEMO_NEWS[0]![0], [
    ['zhangsan', '恭喜！这个项目大家辛苦了。', 90, [['lisi', '同喜同喜，感谢信息技术部的支持。', 80]]],
    ['wangwu', 'Congratulations to the whole team!', 60, []],
  ]],
  [DEMO_NEWS[6]![0], [
    ['lisi', 'Does the centre also answer calls at weekends?', 200, [['admin', 'Yes, every day including holidays.', 180]]],
  ]],
  [DEMO_NEWS[9]![0], [
    ['wangwu', '恭喜各位獲獎團隊，明年繼續努力！', 120, []],
  ]],
  [DEMO_BOARD_PAGE, [
    ['zhangsan', '本周的备课数据已经更新，请大家核对一下自己的课程。', 45, [['wangwu', '已核对，没有问题。', 30]]],
    ['lisi', 'The preparation hours of my class look low this week; I will check with the team.', 20, []],
    ['wangwu', '報表的篩選條件很好用，謝謝！', 10, []],
  ]],
];

/**
 * The demo comments of tenant 1 on demo news and on a report page, where the users and the
 * articles exist and the tenant has no comment yet; once however often it runs (the seed, and
 * migration 0041 for a database seeded before it).
 */
export async function seedDemoComments(db: Kysely<any>, now: Date): Promise<void> {
  const { rows: [existing] } = await sql`select 1 from comments where tenant_id = 1 limit 1`.execute(db);
  if (existing) return;
  const { rows: users } = await sql<{ id: string; username: string; realname: string }>`select u.id, u.username, u.realname from users u
    join user_tenants ut on ut.user_id = u.id and ut.tenant_id = 1`.execute(db);
  const byName = new Map(users.map((u) => [u.username, u]));
  const { rows: articles } = await sql<{ id: string; title: string }>`select id, title from articles where tenant_id = 1 and channel = 'news'`.execute(db);
  const write = async (pageKey: string, parentId: string | null, [username, text, minutesAgo]: [string, string, number]) => {
    const author = byName.get(username);
    if (!author) return null;
    const at = new Date(now.getTime() - minutesAgo * MINUTE);
    const { rows: [row] } = await sql<{ id: string }>`insert into comments (tenant_id, page_key, parent_id, content, author_id, author_name, created_at)
      values (1, ${pageKey}, ${parentId}, ${text}, ${author.id}, ${author.realname}, ${at}) returning id`.execute(db);
    return row!.id;
  };
  for (const [board, comments] of DEMO_COMMENTS) {
    const pageKey = board.startsWith('/') ? board : articles.find((a) => a.title === board)?.id;
    if (!pageKey) continue;
    for (const [username, text, minutesAgo, replies] of comments) {
      const id = await write(pageKey, null, [username, text, minutesAgo]);
      if (!id) continue;
      for (const reply of replies) await write(pageKey, id, reply);
    }
  }
}
