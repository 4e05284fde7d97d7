import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { hideReports, showReport } from '../../shared/reports/report-frames.ts';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { ReportPageActions } from './ReportPageActions.tsx';

/**
 * A report page (component `ReportViewer`, portal-shell §2.5): its title with the star and
 * the download beside it. The viewer itself lives in the layout's dashboard container
 * (ReportDashboard), shown while this route is, kept while its tab stays open; under the report
 * on show, the dashboard shows the page's message board (`<dkp-comments page-key="<report path>">`).
 */
export function ReportViewerPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const path = pathname + search;
  useEffect(() => {
    showReport(path);
    return hideReports;
  }, [path]);
  return <PageView title={menuTitle(meta, locale)} actions={<ReportPageActions meta={meta} path={path} />} />;
}
