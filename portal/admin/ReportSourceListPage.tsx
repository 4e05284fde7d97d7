import { msg } from '@lit/localize';
import { REPORT_SOURCE_KINDS, reportSourceResource } from '../../shared/resources/report-source.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { notify } from '../components/notify.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { LocalName } from './reports/LocalName.tsx';
import { REPORT_SOURCE_FORM, testConnection } from './reports/report-source-form.ts';
import { sourceKindText } from './reports/report-texts.ts';

type ReportSource = typeof reportSourceResource;

const LIST: ListConfig<ReportSource> = {
  columns: [
    { key: 'code' }, { key: 'name', render: (source) => <LocalName record={source} /> }, { key: 'kind', render: (source) => sourceKindText(source.kind) },
    { key: 'urlHint' }, { key: 'description' }, { key: 'createTime' },
  ],
  filters: { kind: { choices: () => REPORT_SOURCE_KINDS.map((kind) => ({ value: kind, label: sourceKindText(kind) })) } },
  deleteQuestion: () => msg('确定删除此数据源吗？仍有报表使用的数据源不能删除。'),
  rowActions: [{
    key: 'test', label: () => msg('测试连接'), permission: PERMISSION_CODES.reportSourceEdit,
    // The server's words when it connects; a failure shows as the kit's '操作失败：…' with its reason.
    run: async (source) => notify(await testConnection({ id: source.id }), 'success'),
  }],
};

/**
 * Report data sources (`/isystem/reportSource`, issue 12, architecture §5): the kit's list and
 * form of the platform's sources — the built-in one (the portal's own database, its demo
 * schema) and other PostgreSQL databases, whose URL shows with its password masked — and
 * 测试连接 on a row or on what the form holds.
 */
export function ReportSourceListPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={reportSourceResource} list={LIST} form={REPORT_SOURCE_FORM} testId="report-source" />;
}
