import { msg } from '@lit/localize';
import { useLocale } from '../../shared/i18n/index.ts';
import { HomeLink } from './HomeLink.tsx';
import { ResultPage } from './ResultPage.tsx';

/** The 500 page (portal-shell §2.1 "Exception pages 500"). */
export function ServerErrorPage() {
  useLocale();
  return <ResultPage code="500" testId="server-error" title={msg('服务器出错了')} description={msg('抱歉，服务器出错了，请稍后再试。')} action={<HomeLink />} />;
}
