/** An app of the home page's launcher as first seeded (migration 0005). */
export interface SeedLauncherApp {
  id: string;
  kind: 'extension' | 'portal';
  name: [cn: string, en: string, tc: string];
  description: [cn: string, en: string, tc: string];
  /** A Bootstrap icon name, like the menu tree's icons. */
  icon: string;
  /** A portal's pages: ids of the menu tree's entries, in display order (migration 0008). */
  entries?: string[];
}

/**
 * The launcher of portal-shell §2.4: seven extensions, each with an Add button, and the four
 * special-space portals, in display order.
 */
export const LAUNCHER_APPS: SeedLauncherApp[] = [
  { id: 'ext-news-management', kind: 'extension', icon: 'newspaper',
    name: ['新闻管理', 'News management', '新聞管理'],
    description: ['发布和维护门户新闻', 'Publish and maintain the portal news', '發佈和維護門戶新聞'] },
  { id: 'ext-tabs', kind: 'extension', icon: 'window-stack',
    name: ['多页签', 'Tabs', '多頁簽'],
    description: ['以页签方式同时打开多个页面', 'Keep several pages open as tabs', '以頁簽方式同時打開多個頁面'] },
  { id: 'ext-sms-login', kind: 'extension', icon: 'phone',
    name: ['短信验证登录', 'SMS-verified login', '短信驗證登錄'],
    description: ['使用手机短信验证码登录', 'Sign in with a code sent by text message', '使用手機短信驗證碼登錄'] },
  { id: 'ext-behaviour-stats', kind: 'extension', icon: 'graph-up',
    name: ['用户行为统计', 'User behaviour stats', '用戶行為統計'],
    description: ['统计用户的访问与使用情况', 'How users visit and use the portal', '統計用戶的訪問與使用情況'] },
  { id: 'ext-sql-monitor', kind: 'extension', icon: 'database',
    name: ['SQL 监控', 'SQL monitor', 'SQL 監控'],
    description: ['监控数据库语句的执行情况', 'Watch how database statements run', '監控數據庫語句的執行情況'] },
  { id: 'ext-cloud-warehouse', kind: 'extension', icon: 'cloud',
    name: ['云数仓', 'Cloud warehouse', '雲數倉'],
    description: ['连接云端数据仓库', 'Connect a cloud data warehouse', '連接雲端數據倉庫'] },
  { id: 'ext-user-sync', kind: 'extension', icon: 'arrow-repeat',
    name: ['用户同步服务', 'User sync service', '用戶同步服務'],
    description: ['与企业通讯录同步用户', 'Keep users in step with the company directory', '與企業通訊錄同步用戶'] },
  { id: 'portal-delivery', kind: 'portal', icon: 'truck',
    name: ['交付专区', 'Delivery space', '交付專區'],
    description: ['交付团队的专属门户', 'The delivery team\'s own portal', '交付團隊的專屬門戶'],
    entries: ['menu-report-history', 'menu-report-prep', 'menu-resources'] },
  { id: 'portal-shared-services', kind: 'portal', icon: 'people',
    name: ['共享服务专区', 'Shared services space', '共享服務專區'],
    description: ['共享服务中心的专属门户', 'The shared service centre\'s own portal', '共享服務中心的專屬門戶'],
    entries: ['menu-knowledge', 'menu-workbench', 'menu-sys-user'] },
  { id: 'portal-marketing', kind: 'portal', icon: 'megaphone',
    name: ['营销专区', 'Marketing space', '營銷專區'],
    description: ['营销团队的专属门户', 'The marketing team\'s own portal', '營銷團隊的專屬門戶'],
    entries: ['menu-news', 'menu-culture-wall', 'menu-report-self'] },
  { id: 'portal-presales', kind: 'portal', icon: 'briefcase',
    name: ['售前专区', 'Pre-sales space', '售前專區'],
    description: ['售前团队的专属门户', 'The pre-sales team\'s own portal', '售前團隊的專屬門戶'],
    entries: ['menu-report-self', 'menu-knowledge', 'menu-resources'] },
];
