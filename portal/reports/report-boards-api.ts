import { request } from '../../shared/api/request.ts';
import type { BoardPage } from '../../shared/schemas/comment.ts';
import type { PagedQuery } from '../components/use-paged-list.ts';

export type { BoardPage, BoardSummary } from '../../shared/schemas/comment.ts';

/** A page of the report pages' boards the user may open, the most recent activity first (`GET /cms/comment/boards`). */
export async function fetchReportBoards(query: PagedQuery): Promise<BoardPage> {
  return (await request<BoardPage>('/cms/comment/boards', { method: 'GET', query: { ...query } })).result;
}
