import { msg } from '@lit/localize';
import { useLocation, useSearchParams } from 'react-router';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { ArticleCard } from './ArticleCard.tsx';
import { ArticleDetail } from './ArticleDetail.tsx';
import { useArticleList } from './use-article-list.ts';
import './content.css';

/**
 * 新闻资讯 `/news` (portal-shell §2.1, issue 24): the released news the reader may see, pinned
 * first, newest first, paged 10/20/30; `?id=` (also with `mode=detail`, `from=notice`) opens
 * one article on the same page.
 */
export function NewsPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { view, state, turn } = useArticleList('news');
  const title = menuTitle(meta, locale);
  if (id) return <PageView title={title}><ArticleDetail id={id} back={pathname} /></PageView>;
  return (
    <PageView title={title}>
      <div className="article-list" data-testid="article-list">
        {view.firstLoad ? <div className="article-loading" aria-busy="true" data-testid="article-loading" /> : null}
        {!view.firstLoad && view.records.length === 0 ? <EmptyState title={msg('暂无新闻')} testId="article-empty" /> : null}
        {view.records.map((article) => <ArticleCard key={article.id} article={article} href={`${pathname}?id=${encodeURIComponent(article.id)}`} />)}
      </div>
      {view.total > 0 ? <Pagination pageNo={state.pageNo} pageSize={state.pageSize} total={view.total} onChange={turn} /> : null}
    </PageView>
  );
}
