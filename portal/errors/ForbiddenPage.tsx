import { msg } from '@lit/localize';
import { useLocale } from '../../shared/i18n/index.ts';
import { HomeLink } from './HomeLink.tsx';
import { ResultPage } from './ResultPage.tsx';

/** The 403 page (portal-shell §2.1 "Exception pages 403"). */
export function ForbiddenPage() {
  useLocale();
  return <ResultPage code="403" testId="forbidden" title={msg('拒绝访问')} description={msg('抱歉，您无权访问此页面。')} action={<HomeLink />} />;
}
