import { msg } from '@lit/localize';
import { useLocale } from '../../shared/i18n/index.ts';
import { HomeLink } from './HomeLink.tsx';
import { ResultPage } from './ResultPage.tsx';

/** The 404 page (portal-shell §2.1: any unknown path ends here). */
export function NotFoundPage() {
  useLocale();
  return <ResultPage code="404" testId="not-found" title={msg('页面不存在')} description={msg('抱歉，您访问的页面不存在。')} action={<HomeLink />} />;
}
