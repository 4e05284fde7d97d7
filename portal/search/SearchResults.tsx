import { msg, str } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { searchResultsPath, type SearchPageQuery } from '../../shared/navigation/index.ts';
import type { SearchCategory } from '../../shared/schemas/search.ts';
import { Pagination } from '../components/Pagination.tsx';
import { SearchHit } from './SearchHit.tsx';
import { $searchResults, retrySearch, searchFor, showPage, type SearchState } from './search-store.ts';
import './search.css';

function Body({ state, searchKey }: { state: SearchState; searchKey: string }) {
  if (!searchKey) return <p className="search-note" data-testid="search-blank">{msg('请输入要搜索的关键词')}</p>;
  if (state.status === 'failed') {
    return (
      <SlAlert variant="danger" open data-testid="search-error">
        <span>{state.error}</span>
        <SlButton size="small" variant="text" data-testid="search-retry" onClick={() => void retrySearch()}>{msg('重试')}</SlButton>
      </SlAlert>
    );
  }
  if (state.status !== 'ready' && state.records.length === 0) {
    return <div className="search-note" data-testid="search-loading"><SlSpinner /> {msg('正在搜索…')}</div>;
  }
  if (state.total === 0) return <p className="search-note" data-testid="search-empty">{msg(str`没有找到与“${searchKey}”相关的页面`)}</p>;
  return (
    <>
      <ol className="search-list" data-testid="search-results">
        {state.records.map((record) => <SearchHit key={record.id} record={record} />)}
      </ol>
      <Pagination pageNo={state.pageNo} pageSize={state.pageSize} total={state.total} onChange={(pageNo, pageSize) => void showPage(pageNo, pageSize)} />
    </>
  );
}

/** What each category of portal-shell §2.1 is called on its tab, in the order shown. */
const CATEGORY_TABS: [SearchCategory, () => string][] = [['0', () => msg('全部')], ['1', () => msg('页面')], ['2', () => msg('新闻')], ['3', () => msg('知识库')]];

/** The categories as links to the same key's results in each: the current one marked. */
function CategoryTabs({ searchKey, category }: { searchKey: string; category: SearchCategory }) {
  return (
    <nav className="search-categories" aria-label={msg('搜索范围')} data-testid="search-categories">
      {CATEGORY_TABS.map(([value, label]) => (
        <Link key={value} to={searchResultsPath(searchKey, value) ?? '#'} aria-current={value === category ? 'page' : undefined} data-testid={`search-category-${value}`}>
          {label()}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The search-results page (portal-shell §2.1, the home page with mode=SearchList): the menu
 * pages and reports the user may open whose title contains the key, with their breadcrumb
 * trail, and (categories 2, 3, 0) the news and knowledge the user may read, paged. A new key (from the header search box) searches again from page 1.
 */
export function SearchResults({ query }: { query: SearchPageQuery }) {
  useLocale();
  const state = useStore($searchResults);
  const { key, category } = query;
  useEffect(() => {
    void searchFor({ key, category });
  }, [key, category]);
  // Until the effect has asked for this key, the store still holds the previous search.
  const current: SearchState = state.query?.key === key && state.query.category === category ? state : { ...state, status: 'loading', records: [], total: 0 };
  return (
    <section className="page search-page" data-testid="search-page" aria-busy={current.status === 'loading'}>
      <h1 className="page-title" data-testid="page-title">{msg('搜索结果')}</h1>
      <CategoryTabs searchKey={key} category={category} />
      {key && current.status === 'ready' ? (
        <p className="search-summary" data-testid="search-summary">
          {category === '1' ? msg(str`“${key}”共找到 ${current.total} 个页面`) : msg(str`“${key}”共找到 ${current.total} 条结果`)}
        </p>
      ) : null}
      <Body state={current} searchKey={key} />
    </section>
  );
}
