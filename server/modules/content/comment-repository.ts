import { sql } from 'kysely';
import type { Executor } from '../../kit/executor.ts';
import { readerSees } from './article-repository.ts';

/** A board's SQL (migration 0037): comments of a page key, their replies, writing and deleting. */

export interface CommentRow {
  id: string;
  parent_id: string | null;
  content: string;
  author_id: string;
  author_name: string;
  created_at: Date;
}

/** A page of a board's comments (newest first) with every reply of each (oldest first), and how many comments in all. */
export async function listComments(db: Executor, tenantId: number, pageKey: string, offset: number, limit: number) {
  const board = db.selectFrom('comments').where('tenant_id', '=', tenantId).where('page_key', '=', pageKey)
    .where('parent_id', 'is', null).where('deleted', '=', false);
  const [top, count] = await Promise.all([
    board.select(['id', 'parent_id', 'content', 'author_id', 'author_name', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc')
      .offset(offset).limit(limit).execute(),
    board.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const replies = top.length
    ? await db.selectFrom('comments').select(['id', 'parent_id', 'content', 'author_id', 'author_name', 'created_at'])
      .where('parent_id', 'in', top.map((c) => c.id)).where('deleted', '=', false).orderBy('created_at').orderBy('id').execute()
    : [];
  return { top: top as CommentRow[], replies: replies as CommentRow[], total: Number(count.n) };
}

/** The comment `id` of the board, when it is a live comment (not a reply, not deleted): what a reply may answer. */
export async function findRepliable(db: Executor, tenantId: number, pageKey: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('comments').select('id').where('tenant_id', '=', tenantId).where('page_key', '=', pageKey)
    .where('id', '=', id).where('parent_id', 'is', null).where('deleted', '=', false).executeTakeFirst();
  return !!row;
}

/** Writes a comment or a reply; answers it. */
export async function insertComment(db: Executor, values: { tenantId: number; pageKey: string; parentId: string | null; content: string; authorId: string; authorName: string; now: Date }): Promise<CommentRow> {
  return db.insertInto('comments').values({
    tenant_id: values.tenantId, page_key: values.pageKey, parent_id: values.parentId, content: values.content,
    author_id: values.authorId, author_name: values.authorName, created_at: values.now,
  }).returning(['id', 'parent_id', 'content', 'author_id', 'author_name', 'created_at']).executeTakeFirstOrThrow() as Promise<CommentRow>;
}

/** A live comment of the tenant: its board and author, to decide who may delete it. */
export async function findComment(db: Executor, tenantId: number, id: string) {
  return db.selectFrom('comments').select(['id', 'page_key', 'author_id']).where('tenant_id', '=', tenantId).where('id', '=', id)
    .where('deleted', '=', false).executeTakeFirst();
}

/** Marks a comment deleted, and its replies with it (widgets-admin §5: "its replies go too"); its text is not kept. */
export async function deleteComment(db: Executor, id: string): Promise<void> {
  await db.updateTable('comments').set({ deleted: true, content: '' })
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)])).execute();
}

/** The users of the tenant among `usernames` (an @mention names an account): id and account. */
export async function tenantUsersNamed(db: Executor, tenantId: number, usernames: readonly string[]) {
  if (!usernames.length) return [];
  return db.selectFrom('users as u').innerJoin('user_tenants as ut', 'ut.user_id', 'u.id').select(['u.id', 'u.username'])
    .where('ut.tenant_id', '=', tenantId).where('u.del_flag', '=', false)
    .where((eb) => eb(eb.fn('lower', ['u.username']), 'in', usernames.map((u) => u.toLowerCase()))).execute();
}

/** The channel of article `id` when the reader may read it (an administrator of articles: any of the tenant's), else null. */
export async function readableArticleChannel(db: Executor, reader: { tenantId: number; userId: string; manages: boolean }, id: string): Promise<string | null> {
  let query = db.selectFrom('articles as t').select('t.channel').where('t.tenant_id', '=', reader.tenantId).where('t.id', '=', id);
  if (!reader.manages) query = query.where((eb) => readerSees(eb, reader));
  return (await query.executeTakeFirst())?.channel ?? null;
}

/** A board's live comments counted (not their replies, as the board's title counts them), and its newest entry, a comment or a reply. */
export interface BoardActivityRow {
  page_key: string;
  content: string;
  author_name: string;
  created_at: Date;
  n: string;
}

/**
 * For each of `pageKeys` that holds a live comment: how many comments, and the newest entry,
 * a reply counting as activity (one row per board: `distinct on` with a window count; migration 0041's index serves it).
 */
export async function boardActivity(db: Executor, tenantId: number, pageKeys: readonly string[]): Promise<BoardActivityRow[]> {
  if (!pageKeys.length) return [];
  return db.selectFrom('comments').distinctOn('page_key')
    .select(['page_key', 'content', 'author_name', 'created_at', sql<string>`count(*) filter (where parent_id is null) over (partition by page_key)`.as('n')])
    .where('tenant_id', '=', tenantId).where('page_key', 'in', [...pageKeys]).where('deleted', '=', false)
    .orderBy('page_key').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}
