import { msg, str } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import type { SearchPageQuery } from '../../shared/navigation/index.ts';
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

/**
 * The search-results page (portal-shell §2.1, the home page with mode=SearchList): the menu
 * pages and reports the user may open whose title contains the key, with their breadcrumb
 * trail, paged. A new key (from the header search box) searches again from page 1.
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
      {key && current.status === 'ready' ? (
        <p className="search-summary" data-testid="search-summary">{msg(str`“${key}”共找到 ${current.total} 个页面`)}</p>
      ) : null}
      <Body state={current} searchKey={key} />
    </section>
  );
}
