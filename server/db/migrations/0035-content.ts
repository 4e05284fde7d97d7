import { sql, type Kysely } from 'kysely';

/** The articles page of the content engine (issue 24), under System. */
export const ARTICLE_MENU = {
  id: 'menu-sys-article', parent: 'menu-system', title: ['文章管理', 'Articles', '文章管理'], path: '/isystem/article',
  component: 'ArticleList', icon: 'file-earmark-richtext',
} as const;

/** Its buttons: `[id, perms, cn, en, tc]`. */
export const ARTICLE_BUTTONS = [
  ['btn-article-list', 'cms:article:list', '查看文章', 'View articles', '查看文章'],
  ['btn-article-add', 'cms:article:add', '新增文章', 'Add article', '新增文章'],
  ['btn-article-edit', 'cms:article:edit', '编辑文章', 'Edit article', '編輯文章'],
  ['btn-article-delete', 'cms:article:delete', '删除文章', 'Delete article', '刪除文章'],
  ['btn-article-export', 'cms:article:export', '导出文章', 'Export articles', '導出文章'],
  ['btn-article-release', 'cms:article:release', '发布文章', 'Release article', '發佈文章'],
] as const;

/**
 * The content engine's articles (issue 24): one table for every channel, the departments and
 * roles of an article shown to some only, and who has read what (a view counts once per user).
 * On a database seeded before, the articles page and its buttons are granted to every tenant's
 * 'admin' role; a new database gets them from the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('articles')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('release_time', 'timestamptz')
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('tenant'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The readers' list: a channel's released articles, pinned first, newest first.
  await sql`create index articles_channel_idx on articles (tenant_id, channel, status, pinned desc, release_time desc)`.execute(db);
  await sql`create index articles_created_idx on articles (tenant_id, created_at desc)`.execute(db);
  for (const [table, column, target] of [['article_departments', 'depart_id', 'departments'], ['article_roles', 'role_id', 'roles']] as const) {
    await db.schema.createTable(table)
      .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .addColumn(column, 'text', (c) => c.notNull().references(`${target}.id`).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['article_id', column])
      .execute();
  }
  await db.schema.createTable('article_views')
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('article_views_pkey', ['article_id', 'user_id'])
    .execute();

  const seeded = await sql`select 1 from permissions where id = ${ARTICLE_MENU.parent}`.execute(db);
  if (seeded.rows.length === 0) return;
  const m = ARTICLE_MENU;
  await sql`insert into permissions (id, parent_id, name, name_en, name_tc, url, component, component_name, menu_type, icon, sort_no, menu_category)
    values (${m.id}, ${m.parent}, ${m.title[0]}, ${m.title[1]}, ${m.title[2]}, ${m.path}, ${m.component}, ${m.component}, 1, ${m.icon}, 55, 'portal')
    on conflict (id) do nothing`.execute(db);
  for (const [index, [buttonId, perms, cn, en, tc]] of ARTICLE_BUTTONS.entries()) {
    await sql`insert into permissions (id, parent_id, name, name_en, name_tc, menu_type, perms, perms_type, sort_no)
      values (${buttonId}, ${m.id}, ${cn}, ${en}, ${tc}, 2, ${perms}, '1', ${index + 1}) on conflict (id) do nothing`.execute(db);
  }
  await sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r cross join permissions p
    where r.role_code = 'admin' and (p.id = ${m.id} or p.parent_id = ${m.id}) on conflict do nothing`.execute(db);
  await seedDemoArticles(db, new Date());
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from permissions where id = ${ARTICLE_MENU.id} or parent_id = ${ARTICLE_MENU.id}`.execute(db);
  for (const table of ['article_views', 'article_roles', 'article_departments', 'articles']) await db.schema.dropTable(table).ifExists().execute();
}

const HOUR = 3600_000;

/**
 * Demo news of tenant 1 (issue 24 "demo data in three languages"): what an editor wrote, so each
 * item is in the one language it was written in, six in simplified Chinese, three in English and
 * three in traditional Chinese. `[title, summary, body, cover, hours before now, pinned]`; all released.
 */
export const DEMO_NEWS: [string, string, string, number, number, boolean][] = [
  ['公司荣获年度数字化转型奖', '在本年度行业峰会上，公司凭借数据门户项目获得数字化转型奖。', '<p>在本年度行业峰会上，公司凭借<strong>数据与知识门户</strong>项目获得数字化转型奖。</p><p>评委认为该项目让一线员工也能随时看到经营数据。</p>', 1, 2, true],
  ['第三季度经营分析会召开', '各部门负责人汇报了第三季度经营情况和第四季度计划。', '<p>会议回顾了第三季度的经营数据，并部署了第四季度的重点工作：</p><ul><li>提升客户满意度</li><li>降低运营成本</li></ul>', 2, 26, false],
  ['信息技术部完成机房迁移', '历时两周的机房迁移顺利完成，所有系统已恢复服务。', '<p>迁移期间各系统按计划停机，现已全部恢复。如发现异常，请联系信息技术部。</p>', 3, 50, false],
  ['新员工入职培训开班', '本月共有 28 名新同事参加入职培训。', '<p>培训内容包括公司文化、制度流程和业务系统的使用。</p>', 4, 74, false],
  ['年度员工运动会报名开始', '运动会将于下月举行，欢迎大家踊跃报名。', '<p>项目有跑步、羽毛球、拔河等，报名截止到本月 25 日。</p>', 1, 98, false],
  ['知识库上线试运行', '知识库已上线试运行，欢迎分享经验和文档。', '<p>大家可以在知识库中查找制度文件、操作手册和案例。</p>', 2, 122, false],
  ['New customer service centre opens', 'The new centre answers customers around the clock.', '<p>The centre brings phone, chat and mail together, so every customer request is answered in one place.</p>', 3, 8, false],
  ['Quarterly town hall: highlights', 'The leadership team shared results and next steps.', '<p>Revenue grew in every region. Next quarter focuses on <em>service quality</em>.</p>', 4, 32, false],
  ['Security awareness month', 'Learn how to spot phishing mails and keep data safe.', '<p>Short sessions run every Tuesday. Remember: never share your password.</p>', 1, 56, false],
  ['年度優秀團隊名單公佈', '經過評選，五個團隊獲得年度優秀團隊稱號。', '<p>感謝各團隊一年來的付出，頒獎典禮將在年會上舉行。</p>', 2, 14, false],
  ['辦公區域節能倡議', '請大家下班時關閉電腦和照明，共同節約能源。', '<p>節能從小事做起，讓我們一起打造綠色辦公環境。</p>', 3, 38, false],
  ['客戶滿意度調查結果', '本年度客戶滿意度較去年提升五個百分點。', '<p>調查顯示，客戶對服務響應速度的評價明顯提高。</p>', 4, 62, false],
];

/**
 * The demo news of tenant 1, written by its administrator, where the tenant and the account
 * exist and no article is there yet; once however often it runs (the seed, and migration 0035
 * for a database seeded before it).
 */
export async function seedDemoArticles(db: Kysely<any>, now: Date): Promise<void> {
  const { rows: [admin] } = await sql<{ id: string; realname: string }>`select u.id, u.realname from users u
    join user_tenants ut on ut.user_id = u.id and ut.tenant_id = 1 where u.username = 'admin'`.execute(db);
  if (!admin) return;
  const { rows: [existing] } = await sql`select 1 from articles where tenant_id = 1 limit 1`.execute(db);
  if (existing) return;
  for (const [title, summary, body, cover, hoursAgo, pinned] of DEMO_NEWS) {
    const at = new Date(now.getTime() - hoursAgo * HOUR);
    await sql`insert into articles (tenant_id, channel, title, summary, body, cover, status, release_time, pinned, author, created_by, created_at, updated_at)
      values (1, 'news', ${title}, ${summary}, ${body}, ${`/demo/news-cover-${cover}.svg`}, '1', ${at}, ${pinned}, ${admin.realname}, ${admin.id}, ${at}, ${at})`.execute(db);
  }
}
