import { request } from '../../shared/api/request.ts';
import { COMMENT_MAX, type Comment, type CommentPage } from '../../shared/schemas/comment.ts';

export { COMMENT_MAX };
export type { Comment };

/** How many comments a board shows at first, and adds at each 'more'. */
export const COMMENTS_PAGE = 10;

/** The board's first `count` comments, newest first, with their replies. */
export async function fetchComments(pageKey: string, count: number): Promise<CommentPage> {
  return (await request<CommentPage>('/cms/comment/list', { method: 'GET', query: { pageKey, pageNo: 1, pageSize: count } })).result;
}

/** Posts a comment, or with `parentId` a reply; answers the server's words ('留言添加成功！'). */
export async function postComment(pageKey: string, content: string, parentId?: string): Promise<string> {
  return (await request<Comment>('/cms/comment/add', { method: 'POST', body: { pageKey, content, ...(parentId ? { parentId } : {}) } })).message;
}

/** Deletes a comment with its replies; answers the server's words ('留言删除成功'). */
export async function deleteComment(id: string): Promise<string> {
  return (await request<null>('/cms/comment/delete', { method: 'DELETE', query: { id } })).message;
}
