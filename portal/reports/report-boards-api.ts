import { request } from '../../shared/api/request.ts';
import type { BoardPage, BoardSummary } from '../../shared/schemas/comment.ts';
import type { PagedQuery } from '../components/use-paged-list.ts';

export type { BoardPage, BoardSummary };

/** A page of the report pages' boards the user may open, the most recent activity first (`GET /cms/comment/boards`). */
export async function fetchReportBoards(query: PagedQuery): Promise<BoardPage> {
  return (await request<BoardPage>('/cms/comment/boards', { method: 'GET', query: { ...query } })).result;
}

/** The board of report page `pageKey` as the list shows it (its title), or null when it is not a report page of the user's. */
export async function fetchReportBoard(pageKey: string): Promise<BoardSummary | null> {
  return (await request<BoardPage>('/cms/comment/boards', { method: 'GET', query: { pageKey, pageNo: 1, pageSize: 1 } })).result.records[0] ?? null;
}
