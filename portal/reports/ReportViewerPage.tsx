import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { ReportPageActions } from './ReportPageActions.tsx';

/** The page of a menu entry whose component is the report viewer (`ReportViewer`): its title with the star beside it. */
export function ReportViewerPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  return <PageView title={menuTitle(meta, locale)} actions={<ReportPageActions meta={meta} />} />;
}
