import { msg } from '@lit/localize';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { HOME_PATH } from '../../shared/navigation/index.ts';

/** The 404 page (portal-shell §2.1: any unknown path ends here). */
export function NotFoundPage() {
  useLocale();
  return (
    <main className="not-found" data-testid="not-found">
      <h1>404</h1>
      <p>{msg('抱歉，您访问的页面不存在。')}</p>
      <Link to={HOME_PATH}>{msg('返回首页')}</Link>
    </main>
  );
}
