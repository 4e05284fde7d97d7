import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { demoPdf, demoPng } from '../seed/demo-files.ts';
import { fillArticleWords } from './0036-article-search.ts';

/** The demo folders of tenant 1 (issue 24), and for a database seeded before them. */
export async function up(db: Kysely<any>): Promise<void> {
  await seedDemoFolders(db, new Date());
  await fillArticleWords(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  void db;
}

const HOUR = 3600_000;
type Grant = [type: 'role' | 'depart', code: string, level: 1 | 2 | 3];
type DemoFile = [title: string, fileName: string, contentType: string, bytes: () => Buffer];
/** A demo folder: its name (as its editor wrote it), grants, articles `[title, summary, body]`, files and subfolders. */
interface DemoFolder {
  name: string;
  grants?: Grant[];
  articles?: [string, string, string][];
  files?: DemoFile[];
  children?: DemoFolder[];
}

const text = (body: string) => () => Buffer.from(body, 'utf8');
const UTF8 = 'text/plain; charset=utf-8';

/**
 * 知识库: the staff role views 规章制度 and 常见问题 and downloads from 操作手册 (its PDF); 人事资料
 * is the human resources department's, which manages it (王五; 李四 and 张三 do not see it).
 * Written each in the one language of its editor: simplified Chinese, English, traditional Chinese.
 */
export const DEMO_KNOWLEDGE: DemoFolder[] = [
  {
    name: '规章制度', grants: [['role', 'staff', 1]],
    articles: [
      ['差旅费报销规定', '出差前请在系统中提交申请，回来后五个工作日内报销。', '<p>出差前请在系统中提交申请，经部门负责人批准后方可出行。</p><p>报销请在回来后<strong>五个工作日内</strong>提交，并附上发票。</p>'],
      ['Information security policy', 'Keep passwords secret and lock your screen.', '<p>Never share your password. Lock your screen when you leave your desk, and report lost devices at once.</p>'],
    ],
    children: [{
      name: '考勤制度',
      articles: [['员工考勤管理办法', '上班时间为 9:00 至 18:00，迟到早退按规定处理。', '<p>上班时间为 9:00 至 18:00，午休一小时。</p><ul><li>迟到超过 30 分钟按事假半天处理</li><li>请假须提前在系统中申请</li></ul>']],
    }],
  },
  {
    name: '操作手册', grants: [['role', 'staff', 2]],
    articles: [
      ['门户使用指南', '介绍首页、报表中心和知识库的基本用法。', '<p>首页展示常用入口和最新资讯；报表中心可以查看和订阅报表；知识库收录制度和手册。</p>'],
      ['如何訂閱報表', '在報表頁面點擊「訂閱」，選擇推送時間即可。', '<p>打開報表後點擊<strong>訂閱</strong>，選擇推送的時間和方式，系統會按時發送。</p>'],
      ['How to reset your password', 'Use “Forgot password” on the sign-in page.', '<p>On the sign-in page choose <em>Forgot password</em>, enter your phone number and the code you receive.</p>'],
    ],
    files: [['门户使用手册', 'portal-guide.pdf', 'application/pdf', () => demoPdf(['DKP portal guide', '', '1. Sign in with your account.', '2. Open the reports from the top menu.', '3. Find rules and manuals in the knowledge base.'])]],
  },
  {
    name: '常见问题', grants: [['role', 'staff', 1]],
    articles: [
      ['忘记密码怎么办？', '在登录页点击“忘记密码”，通过手机验证码重置。', '<p>在登录页点击“忘记密码”，输入手机号和验证码即可重置密码。</p>'],
      ['如何申請會議室？', '在行政系統中選擇日期和會議室，提交申請即可。', '<p>會議室可提前一週預約，取消請提前兩小時。</p>'],
      ['Who do I call for IT help?', 'The IT service desk answers on extension 8000.', '<p>Call extension <strong>8000</strong> or write to the IT service desk.</p>'],
    ],
  },
  {
    name: '人事资料', grants: [['depart', 'A01A03', 3]],
    articles: [['明年招聘计划', '人力资源部内部资料：各部门的招聘名额。', '<p>信息技术部 5 人，市场部 3 人。此资料仅限人力资源部阅读。</p>']],
  },
];

/** 公共资源: 公共文档 (and its 品牌素材) the staff download; 培训资料 they only view; 财务资料 only administrators see. */
export const DEMO_RESOURCES: DemoFolder[] = [
  {
    name: '公共文档', grants: [['role', 'staff', 2]],
    files: [
      ['公司通讯录', 'contacts.txt', UTF8, text('信息技术部 8000\n市场部 8100\n人力资源部 8200\n')],
      ['Meeting notes template', 'meeting-notes.md', UTF8, text('# Meeting notes\n\n- Date:\n- Attendees:\n- Decisions:\n')],
    ],
    children: [{ name: '品牌素材', files: [['公司标志', 'logo.png', 'image/png', () => demoPng(64, [[25, 118, 210], [255, 255, 255]], deflateSync)]] }],
  },
  {
    name: '培训资料', grants: [['role', 'staff', 1]],
    files: [
      ['新員工培訓手冊', 'onboarding.pdf', 'application/pdf', () => demoPdf(['Onboarding', '', 'Week 1: the company and its tools.', 'Week 2: your team and your first tasks.'])],
      ['培训日程', 'schedule.txt', UTF8, text('周一 公司介绍\n周二 系统培训\n周三 部门交流\n')],
    ],
  },
  { name: '财务资料', files: [['年度预算表', 'budget.csv', UTF8, text('部门,预算\n信息技术部,100\n市场部,80\n')]] },
];

/**
 * The demo folders of tenant 1, made by its administrator, where the tenant and the account
 * exist and it has no folder yet; once however often it runs (the seed, and this migration for
 * a database seeded before it). The files go into the file store's tables as an upload would.
 */
export async function seedDemoFolders(db: Kysely<any>, now: Date): Promise<void> {
  const { rows: [admin] } = await sql<{ id: string; realname: string }>`select u.id, u.realname from users u
    join user_tenants ut on ut.user_id = u.id and ut.tenant_id = 1 where u.username = 'admin'`.execute(db);
  if (!admin) return;
  const { rows: [existing] } = await sql`select 1 from folders where tenant_id = 1 limit 1`.execute(db);
  if (existing) return;
  let hoursAgo = 0;
  const place = async (space: string, folder: DemoFolder, parent: string | null, sortNo: number): Promise<void> => {
    const { rows: [made] } = await sql<{ id: string }>`insert into folders (tenant_id, parent_id, name, space, sort_no, created_by, created_at, updated_at)
      values (1, ${parent}, ${folder.name}, ${space}, ${sortNo}, ${admin.id}, ${now}, ${now}) returning id`.execute(db);
    const id = made!.id;
    for (const [type, code, level] of folder.grants ?? []) {
      const subject = type === 'role'
        ? sql`select id from roles where tenant_id = 1 and role_code = ${code}`
        : sql`select id from departments where tenant_id = 1 and org_code = ${code}`;
      await sql`insert into folder_grants (tenant_id, folder_id, subject_type, subject_id, level)
        select 1, ${id}, ${type}, s.id, ${level} from (${subject}) s`.execute(db);
    }
    for (const [title, summary, body] of folder.articles ?? []) {
      const at = new Date(now.getTime() - ++hoursAgo * HOUR);
      await sql`insert into articles (tenant_id, channel, title, summary, body, status, release_time, author, created_by, folder_id, created_at, updated_at)
        values (1, 'knowledge', ${title}, ${summary}, ${body}, '1', ${at}, ${admin.realname}, ${admin.id}, ${id}, ${at}, ${at})`.execute(db);
    }
    for (const [title, fileName, contentType, bytesOf] of folder.files ?? []) {
      const bytes = bytesOf();
      const path = `folders/${randomBytes(16).toString('hex')}.${fileName.split('.').pop()}`;
      const { rows: [file] } = await sql<{ id: string }>`insert into sys_file (path, tenant_id, user_id, file_name, content_type, size, sha256, state, created_at)
        values (${path}, 1, ${admin.id}, ${fileName}, ${contentType}, ${bytes.length}, ${createHash('sha256').update(bytes).digest('hex')}, 'stored', ${now}) returning id`.execute(db);
      await sql`insert into sys_file_chunk (file_id, seq, bytes) values (${file!.id}, 0, decode(${bytes.toString('base64')}, 'base64'))`.execute(db);
      await sql`insert into folder_files (tenant_id, folder_id, title, file_path, size, content_type, uploaded_by, uploader_name, created_at)
        values (1, ${id}, ${title}, ${path}, ${bytes.length}, ${contentType}, ${admin.id}, ${admin.realname}, ${now})`.execute(db);
    }
    for (const [index, child] of (folder.children ?? []).entries()) await place(space, child, id, index + 1);
  };
  for (const [index, folder] of DEMO_KNOWLEDGE.entries()) await place('knowledge', folder, null, index + 1);
  for (const [index, folder] of DEMO_RESOURCES.entries()) await place('resources', folder, null, index + 1);
}
