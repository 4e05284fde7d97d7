import { msg, str } from '@lit/localize';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { failureText } from '../../shared/api/index.ts';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { Comments } from '../../elements/comments/index.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { usePagedList } from '../components/use-paged-list.ts';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { fetchReportBoard, fetchReportBoards, type BoardSummary } from './report-boards-api.ts';
import './report-message.css';

/**
 * 报表留言 `/report/message` (component `ReportMessage`, issue 24): the boards of the report pages
 * the user may open in one place, each with its count and newest entry, the most recent activity
 * first, paged; `?key=<report path>` opens one board on the same page, with the way to its report.
 */
export function ReportMessagePage({ meta }: MenuPageProps) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const key = params.get('key');
  return (
    <PageView title={menuTitle(meta, locale)}>
      {key ? <OpenBoard pageKey={key} back={pathname} /> : <BoardList here={pathname} />}
    </PageView>
  );
}

/** The report pages' boards, a page at a time; each title opens its board here. */
function BoardList({ here }: { here: string }) {
  const locale = useLocale();
  const { page, firstLoad, failure, request, turn } = usePagedList(fetchReportBoards, { pageNo: 1, pageSize: 10 }, { reloadOn: [locale] });
  return (
    <>
      <ul className="report-boards" data-testid="report-boards">
        {firstLoad ? <li className="report-boards-loading" aria-busy="true" data-testid="report-boards-loading" /> : null}
        {page.records.map((board) => <BoardCard key={board.pageKey} board={board} href={`${here}?key=${encodeURIComponent(board.pageKey)}`} />)}
      </ul>
      {failure ? <p className="report-error" role="alert" data-testid="report-boards-failure">{failure}</p> : null}
      {!firstLoad && !failure && page.total === 0 ? <EmptyState title={msg('暂无可留言的报表')} testId="report-boards-empty" /> : null}
      {page.total > 0 ? <Pagination pageNo={request.pageNo} pageSize={request.pageSize} total={page.total} onChange={turn} /> : null}
    </>
  );
}

/** One report page's board in the list: its title (opens the board), count, and newest entry as text. */
function BoardCard({ board, href }: { board: BoardSummary; href: string }) {
  return (
    <li className="report-board-card" data-testid="report-board-card" data-page-key={board.pageKey}>
      <div className="report-board-card-head">
        <Link to={href} className="report-board-card-title" data-testid="report-board-card-title">{board.title}</Link>
        <span className="report-board-count" data-testid="report-board-count">{msg(str`${board.count} 条留言`)}</span>
      </div>
      {board.latest ? (
        <p className="report-board-latest" data-testid="report-board-latest">
          <strong>{board.latest.authorName}</strong>
          <span className="report-board-latest-text">{board.latest.content}</span>
          <time>{board.latest.createTime}</time>
        </p>
      ) : <p className="report-board-quiet">{msg('还没有留言')}</p>}
    </li>
  );
}

/**
 * One report page's board, titled by its page: the way back to the list and to the report. A key
 * that is no report page of the user's says so (the board itself would answer 404).
 */
function OpenBoard({ pageKey, back }: { pageKey: string; back: string }) {
  const locale = useLocale();
  const [board, setBoard] = useState<{ found: BoardSummary | null; failure: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    fetchReportBoard(pageKey).then(
      (found) => live && setBoard({ found, failure: null }),
      (error: unknown) => live && setBoard({ found: null, failure: failureText(error) }),
    );
    return () => { live = false; };
  }, [pageKey, locale]);
  const backLink = <Link to={back} data-testid="report-board-back">{msg('返回列表')}</Link>;
  if (board && !board.found) {
    return board.failure
      ? <p className="report-error" role="alert" data-testid="report-board-failure">{board.failure}</p>
      : <EmptyState title={msg('报表不存在或您无权查看')} testId="report-board-missing">{backLink}</EmptyState>;
  }
  return (
    <div className="report-board" data-testid="report-board">
      <div className="report-board-links">
        {backLink}
        <Link to={pageKey} data-testid="report-board-open">{msg('打开报表')}</Link>
      </div>
      {board?.found ? <h2 className="report-board-title" data-testid="report-board-title">{board.found.title}</h2> : null}
      {board?.found ? <Comments pageKey={pageKey} /> : <div className="report-boards-loading" aria-busy="true" />}
    </div>
  );
}
