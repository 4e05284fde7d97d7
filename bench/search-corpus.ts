/**
 * The articles of `bench/search.ts`: office news written from a vocabulary (the same words in
 * many articles, as on a real intranet), and the judged articles, each with the key a member of
 * staff would type to find it. Deterministic: article `i` is always the same.
 */

/** An article as the bench writes it. */
export interface CorpusArticle {
  channel: 'news' | 'knowledge';
  title: string;
  summary: string;
  body: string;
}

/** A key and the article it should find in the first five. */
export interface Judged {
  key: string;
  /** True for the keys of two Chinese words timed against ILIKE. */
  twoChineseWords: boolean;
  article: CorpusArticle;
}

/** The words of the judged keys, one by one: the filler articles use them too, so that each key's words match thousands. */
const SHARED_CN = ['消防', '演练', '报销', '流程', '年假', '申请', '数据库', '迁移', '网络', '安全', '绩效', '考核', '食堂', '菜单',
  '班车', '时刻', '合同', '审批', '差旅', '标准', '会议室', '预订', '入职', '培训', '体检', '安排', '公积金', '提取', '邮箱', '配置'];
const SHARED_TC = ['報銷', '流程', '年假', '申請', '網絡', '安全', '績效', '考核', '會議室', '預訂', '培訓', '體檢'];
const SHARED_EN = ['expense', 'claim', 'network', 'security', 'annual', 'leave', 'training', 'schedule', 'contract', 'approval'];

const TOPICS_CN = ['公司', '集团', '部门', '项目', '季度', '年度', '员工', '客户', '产品', '服务', '质量', '市场', '财务', '信息化',
  '管理', '制度', '平台', '系统', '团队', '活动', '总结', '计划', '通知', '会议', '工作', '发展', '创新', '改革', '建设', '目标'];
const TOPICS_TC = ['公司', '集團', '部門', '項目', '季度', '年度', '員工', '客戶', '產品', '服務', '質量', '市場', '財務', '資訊化',
  '管理', '制度', '平台', '系統', '團隊', '活動', '總結', '計劃', '通知', '會議', '工作', '發展', '創新'];
const TOPICS_EN = ['company', 'group', 'department', 'project', 'quarter', 'annual', 'staff', 'customer', 'product', 'service',
  'quality', 'market', 'finance', 'platform', 'system', 'team', 'meeting', 'plan', 'notice', 'report', 'growth', 'review'];

/** A small deterministic generator (mulberry32), so a run's articles are the same each time. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Article `i` of the filler: 70 % simplified Chinese, 20 % traditional, 10 % English. */
export function fillerArticle(i: number): CorpusArticle {
  const next = random(i + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const language = i % 10 < 7 ? 'cn' : i % 10 < 9 ? 'tc' : 'en';
  const [topics, shared, join] = language === 'cn' ? [TOPICS_CN, SHARED_CN, ''] : language === 'tc' ? [TOPICS_TC, SHARED_TC, ''] : [TOPICS_EN, SHARED_EN, ' '];
  // A title of topic words, one in eight with one of the keys' words; a body of sentences, one word in 25 a key's word
  // (each key word in some 8 % of the articles, both words of a key in about 0.5 %: hundreds or thousands in all).
  const titleWords = Array.from({ length: 3 + Math.floor(next() * 3) }, () => pick(topics));
  if (next() < 0.125) titleWords.splice(1, 0, pick(shared));
  const sentence = () => Array.from({ length: 4 + Math.floor(next() * 5) }, () => (next() < 0.04 ? pick(shared) : pick(topics))).join(join);
  const sentences = Array.from({ length: 6 + Math.floor(next() * 6) }, sentence);
  const end = language === 'en' ? '. ' : '。';
  return {
    channel: next() < 0.7 ? 'news' : 'knowledge',
    title: titleWords.join(join).slice(0, 50),
    summary: sentences[0]! + end,
    body: `<p>${sentences.join(end)}${end}</p>`,
  };
}

const article = (channel: CorpusArticle['channel'], title: string, body: string): CorpusArticle => ({ channel, title, summary: '', body: `<p>${body}</p>` });

/** The judged keys: what staff type, and the article that answers it. */
export const JUDGED: Judged[] = [
  { key: '消防 演练', twoChineseWords: true, article: article('news', '总部开展年度消防演练', '全体员工参加了消防疏散演练，演练持续四十分钟。') },
  { key: '报销 流程', twoChineseWords: true, article: article('knowledge', '费用报销流程说明', '报销单据的填写、审批与付款流程。') },
  { key: '年假 申请', twoChineseWords: true, article: article('knowledge', '如何申请年假', '年假申请在系统中提交，由直属主管审批。') },
  { key: '数据库 迁移', twoChineseWords: true, article: article('knowledge', '业务数据库迁移指南', '迁移前备份数据库，迁移后核对数据。') },
  { key: '网络 安全', twoChineseWords: true, article: article('news', '网络安全宣传周启动', '信息部举办网络安全知识讲座。') },
  { key: '绩效 考核', twoChineseWords: true, article: article('knowledge', '年度绩效考核办法', '绩效考核分为季度考核和年度考核。') },
  { key: '食堂 菜单', twoChineseWords: true, article: article('news', '员工食堂本周菜单', '食堂菜单每周一更新。') },
  { key: '班车 时刻', twoChineseWords: true, article: article('knowledge', '通勤班车时刻表', '班车时刻以发车站为准。') },
  { key: '合同 审批', twoChineseWords: true, article: article('knowledge', '合同审批权限与时限', '合同审批按金额分级。') },
  { key: '差旅 标准', twoChineseWords: true, article: article('knowledge', '差旅费用标准调整', '新的差旅标准自下月起执行。') },
  { key: '会议室 预订', twoChineseWords: true, article: article('knowledge', '会议室预订规则', '会议室预订最长提前两周。') },
  { key: '入职 培训', twoChineseWords: true, article: article('news', '新员工入职培训圆满结束', '为期三天的入职培训涵盖制度与安全。') },
  { key: '体检 安排', twoChineseWords: true, article: article('news', '年度员工体检安排', '体检按部门分批安排。') },
  { key: '公积金 提取', twoChineseWords: true, article: article('knowledge', '住房公积金提取指引', '提取公积金需准备的材料。') },
  { key: '邮箱 配置', twoChineseWords: true, article: article('knowledge', '手机邮箱配置方法', '在手机上配置公司邮箱的步骤。') },
  // Traditional Chinese.
  { key: '報銷 流程', twoChineseWords: false, article: article('knowledge', '費用報銷流程說明', '報銷單據的填寫與審批流程。') },
  { key: '績效 考核', twoChineseWords: false, article: article('knowledge', '年度績效考核辦法', '績效考核分為季度與年度。') },
  { key: '會議室 預訂', twoChineseWords: false, article: article('knowledge', '會議室預訂規則', '會議室預訂最長提前兩週。') },
  // A part of a word.
  { key: '据库迁', twoChineseWords: false, article: article('knowledge', '财务数据库迁移方案', '财务系统的数据库迁移分三步。') },
  { key: '积金', twoChineseWords: false, article: article('news', '公积金缴存比例调整', '本年度公积金缴存比例不变。') },
  // English.
  { key: 'expense claim', twoChineseWords: false, article: article('knowledge', 'How to file an expense claim', 'Expense claims are filed in the finance system.') },
  { key: 'network security', twoChineseWords: false, article: article('news', 'Network security week begins', 'Talks on network security all week.') },
  { key: 'annual leave', twoChineseWords: false, article: article('knowledge', 'Applying for annual leave', 'Annual leave is applied for in the HR system.') },
  { key: 'contract approval', twoChineseWords: false, article: article('knowledge', 'Contract approval limits', 'Contract approval follows the amount.') },
];
