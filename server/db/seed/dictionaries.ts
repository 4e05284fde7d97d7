import { POSITION_RANKS } from '../migrations/0018-positions.ts';
import { TENANT_STATUSES } from '../migrations/0019-identity-admin.ts';
import { ORG_TYPE_ITEMS } from '../migrations/0020-departments.ts';
import { USER_DEPARTED_ITEM } from '../migrations/0024-user-departed.ts';
import { LOG_DICTIONARIES } from '../migrations/0027-system-log.ts';

/** A seeded dictionary: code, name, and items as [value, cn, en, tc]. */
export interface SeedDict {
  code: string;
  name: string;
  items: [value: string, cn: string, en: string, tc: string][];
}

/** The dictionaries the spec uses (portal-shell §3, widgets-admin §3). */
export const DICTIONARIES: SeedDict[] = [
  { code: 'sex', name: '性别', items: [['1', '男', 'Male', '男'], ['2', '女', 'Female', '女']] },
  {
    code: 'priority', name: '优先级',
    items: [['L', '一般', 'General', '一般'], ['M', '重要', 'Important', '重要'], ['H', '紧急', 'Urgent', '緊急']],
  },
  {
    code: 'subscribe_type', name: '订阅类型',
    items: [['0', '图片', 'Picture', '圖片'], ['1', 'PDF', 'PDF', 'PDF'], ['2', '图片和PDF', 'Picture and PDF', '圖片和PDF']],
  },
  {
    code: 'notice_type', name: '通知类型',
    items: [
      ['0', '共享工作簿', 'Shared workbook', '共享工作簿'],
      ['1', '发布公告', 'Published announcement', '發佈公告'],
      ['2', '班级中提及', 'Mention in a class', '班級中提及'],
      ['3', '其他模块中提及', 'Mention in another module', '其他模組中提及'],
    ],
  },
  {
    code: 'feedback_type', name: '反馈类型',
    items: [
      ['1', '性能体验', 'Performance experience', '性能體驗'],
      ['2', '功能异常', 'Dysfunction', '功能異常'],
      ['3', '产品建议', 'Product proposal', '產品建議'],
      ['4', '内容错误', 'Content error', '內容錯誤'],
      ['5', '工作态度', 'Working attitude', '工作態度'],
      ['6', '许可证问题', 'License problem', '許可證問題'],
      ['7', '服务器问题', 'Server problem', '伺服器問題'],
      ['8', '其他', 'Other', '其他'],
    ],
  },
  { code: 'yn', name: '是否', items: [['1', '是', 'Yes', '是'], ['0', '否', 'No', '否']] },
  { code: 'user_status', name: '用户状态', items: [['1', '正常', 'Normal', '正常'], ['2', '冻结', 'Frozen', '凍結'], [...USER_DEPARTED_ITEM]] },
  { code: 'position_rank', name: '职级', items: POSITION_RANKS.map(([value, cn, en, tc]) => [value, cn, en, tc]) },
  { code: 'tenant_status', name: '租户状态', items: TENANT_STATUSES.map(([value, cn, en, tc]) => [value, cn, en, tc]) },
  { code: 'org_type', name: '机构类型', items: ORG_TYPE_ITEMS.map(([value, cn, en, tc]) => [value, cn, en, tc]) },
  // The log page's types (migration 0027 adds them to older databases).
  ...LOG_DICTIONARIES.map(([code, name, items]) => ({ code, name, items: items.map(([value, cn, en, tc]) => [value, cn, en, tc] as SeedDict['items'][number]) })),
];
