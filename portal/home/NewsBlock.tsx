import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { menuRoutes } from '../../shared/navigation/index.ts';
import { $permissions } from '../../shared/stores/index.ts';
import { Articles } from '../../elements/articles/index.ts';

/** Where the news channel's page lives in the portal (menu 新闻资讯). */
const NEWS_PATH = '/news';

/** True when the user's loaded menu routes to the news page: the block's links must open. */
function useHasNewsMenu(): boolean {
  const permissions = useStore($permissions);
  const menu = permissions.status === 'ready' ? permissions.value.menu : null;
  return useMemo(() => !!menu && menuRoutes(menu).some((route) => route.path === NEWS_PATH), [menu]);
}

/**
 * The home's news block (issue 24, "the home's news block"): the five latest news items the
 * user may read, pinned first, each opening its detail on /news; 更多 opens the whole list.
 * The same component as `<dkp-articles channel="news" limit="5">` on an intranet page. Shown
 * only to a user whose menu has /news (the permissions the portal already loaded): without
 * it, every link of the block would open the not-found page.
 */
export function NewsBlock() {
  useLocale();
  const navigate = useNavigate();
  if (!useHasNewsMenu()) return null;
  return (
    <section className="home-news" data-testid="home-news" aria-labelledby="home-news-title">
      <div className="home-news-head">
        <h2 id="home-news-title">{msg('新闻资讯')}</h2>
        <Link to={NEWS_PATH} data-testid="home-news-more">{msg('更多')}</Link>
      </div>
      <Articles channel="news" limit={5} linkBase={NEWS_PATH} onOpen={({ href }) => navigate(href)} />
    </section>
  );
}
