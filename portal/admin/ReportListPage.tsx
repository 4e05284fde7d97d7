import { reportResource } from '../../shared/resources/report.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { LocalName } from './reports/LocalName.tsx';
import { REPORT_FORM } from './reports/report-form.ts';
import './reports/reports.css';

type Report = typeof reportResource;

const LIST: ListConfig<Report> = {
  columns: [
    { key: 'code' }, { key: 'name', render: (report) => <LocalName record={report} /> }, { key: 'sourceName' }, { key: 'menuTitle' },
    { key: 'rowCap' }, { key: 'createTime' },
  ],
  // The menu entry is chosen in the form; as a filter it would be a bare id.
  filters: { permissionId: { hidden: true } },
};

/**
 * Report design (`/isystem/report`, issue 12, architecture §5): the kit's list and form of the
 * platform's reports — each a query on a data source with typed parameters and a view, opened
 * through the report page of the menu it is linked to.
 */
export function ReportListPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={reportResource} list={LIST} form={REPORT_FORM} testId="report" />;
}
