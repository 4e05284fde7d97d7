import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { ARTICLE_STATUSES, ARTICLE_VISIBILITY } from '../../../shared/resources/article.ts';
import type { Executor } from '../../kit/executor.ts';
import type { RequestScope } from '../../kit/request-scope.ts';
import { foldersAtLeast } from '../../lib/folders/folder-reach-repository.ts';
import { FOLDER_LEVELS } from '../../../shared/resources/folder.ts';
import { likeContains } from '../../lib/sql-like.ts';

/**
 * The articles' own SQL beside the kit's (the kit reads and writes the rows and their
 * departments and roles): who reads what, the author, release and pinning, views.
 */

/**
 * The articles a reader (not an administrator of them) sees: their own, whatever its state; and
 * the released ones shown to the whole tenant, to a department they belong to or one above
 * theirs (a department's code begins with its parents'), or to one of their roles.
 */
export function readerSees(eb: ExpressionBuilder<any, any>, scope: Pick<RequestScope, 'userId' | 'tenantId'>): Expression<SqlBool> {
  void eb;
  return sql<SqlBool>`(t.created_by = ${scope.userId} or (t.status = ${ARTICLE_STATUSES.released} and (
    t.visibility = ${ARTICLE_VISIBILITY.tenant}
    or exists (select 1 from article_departments ad
      join departments chosen on chosen.id = ad.depart_id
      join departments mine on mine.tenant_id = chosen.tenant_id and starts_with(mine.org_code, chosen.org_code)
      join user_departments ud on ud.department_id = mine.id
      where ad.article_id = t.id and ud.user_id = ${scope.userId})
    or exists (select 1 from article_roles ar join user_roles ur on ur.role_id = ar.role_id
      where ar.article_id = t.id and ur.user_id = ${scope.userId}))
    and (t.folder_id is null or t.folder_id in (${foldersAtLeast(scope, FOLDER_LEVELS.view)}))))`;
}

/** Whether `id` is a folder of the tenant's knowledge base. */
export async function isKnowledgeFolder(db: Executor, tenantId: number, id: string): Promise<boolean> {
  return !!(await db.selectFrom('folders').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).where('space', '=', 'knowledge').executeTakeFirst());
}

/**
 * The released knowledge articles of `folderIds` the reader may see (`readerSees`, which holds
 * the folders' grants too; all of them for who manages every folder), pinned and newest first; with `words`, only those whose words hold them all.
 * At most `limit`.
 */
export async function folderArticles(
  db: Executor, reader: { tenantId: number; userId: string; manages: boolean }, query: { folderIds: readonly string[]; words: readonly string[]; limit: number },
): Promise<{ id: string; folderId: string; title: string; summary: string; author: string; releaseTime: Date | null }[]> {
  if (!query.folderIds.length) return [];
  const rows = await db.selectFrom('articles as t')
    .where('t.tenant_id', '=', reader.tenantId).where('t.channel', '=', 'knowledge').where('t.status', '=', ARTICLE_STATUSES.released)
    .where('t.folder_id', 'in', [...query.folderIds])
    .$if(query.words.length > 0, (q) => q.where(holdsEveryWord(query.words)))
    // Who manages every folder reads every released article in them (the folder's grants are not theirs to need).
    .$if(!reader.manages, (q) => q.where((eb) => readerSees(eb, reader)))
    .select(['t.id', 't.folder_id as folderId', 't.title', 't.summary', 't.author', 't.release_time as releaseTime'])
    .orderBy('t.pinned', 'desc').orderBy('t.release_time', 'desc').orderBy('t.id')
    .limit(query.limit).execute();
  return rows.map((row) => ({ ...row, folderId: row.folderId! }));
}

/** The URLs of the article's attachments as stored (none for an article not of the tenant). */
export async function attachmentUrlsOf(db: Executor, tenantId: number, id: string): Promise<string[]> {
  const row = await db.selectFrom('articles').select('attachments').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return (row?.attachments ?? []).map((a) => a.url);
}

/**
 * Whether a released article of the reader's tenant that they may see (`readerSees`; any, for
 * who manages articles) has an attachment at exactly `url` (`attachments @> [{ url }]`, the GIN
 * index of migration 0043).
 */
export async function releasedArticleNames(db: Executor, reader: { tenantId: number; userId: string; manages: boolean }, url: string): Promise<boolean> {
  const named = JSON.stringify([{ url }]);
  const row = await db.selectFrom('articles as t').select('t.id')
    .where('t.tenant_id', '=', reader.tenantId).where('t.status', '=', ARTICLE_STATUSES.released)
    .where(sql<SqlBool>`t.attachments @> ${named}::jsonb`)
    .$if(!reader.manages, (q) => q.where((eb) => readerSees(eb, reader)))
    .limit(1).executeTakeFirst();
  return !!row;
}

/** The name an article's author is shown by: their real name, else their account. */
export async function authorName(db: Executor, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select(['realname', 'username']).where('id', '=', userId).executeTakeFirst();
  return user?.realname || user?.username || '';
}

/** What a state change found: done, or the row is not in a state it applies to. */
export type StateChange = 'done' | 'wrongState';

/** Releases a draft or revoked article now. */
export async function releaseArticle(tx: Executor, tenantId: number, id: string, now: Date): Promise<StateChange> {
  const changed = await tx.updateTable('articles').set({ status: ARTICLE_STATUSES.released, release_time: now, updated_at: now })
    .where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '!=', ARTICLE_STATUSES.released).executeTakeFirst();
  return changed.numUpdatedRows > 0n ? 'done' : 'wrongState';
}

/** Takes a released article back from its readers. */
export async function revokeArticle(tx: Executor, tenantId: number, id: string, now: Date): Promise<StateChange> {
  const changed = await tx.updateTable('articles').set({ status: ARTICLE_STATUSES.revoked, updated_at: now })
    .where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '=', ARTICLE_STATUSES.released).executeTakeFirst();
  return changed.numUpdatedRows > 0n ? 'done' : 'wrongState';
}

/** Pins or unpins an article. */
export async function pinArticle(tx: Executor, tenantId: number, id: string, pinned: boolean, now: Date): Promise<void> {
  await tx.updateTable('articles').set({ pinned, updated_at: now }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/**
 * Counts a user's view of a released article, once per user however often they open it: the
 * view row and the count change in one statement, so two opens at once count one.
 */
export async function countView(db: Executor, id: string, userId: string, now: Date): Promise<void> {
  await sql`with first_view as (
      insert into article_views (article_id, user_id, viewed_at)
      select id, ${userId}, ${now} from articles where id = ${id} and status = ${ARTICLE_STATUSES.released}
      on conflict do nothing returning article_id)
    update articles set view_count = view_count + 1 where id in (select article_id from first_view)`.execute(db);
}

/** One article found by search, with its rank. */
export interface ArticleHit {
  id: string;
  channel: string;
  title: string;
  summary: string;
  body: string;
  releaseTime: Date | null;
}

const ONLY_CHINESE = /^\p{Script=Han}+$/u;

/**
 * What one word of a key finds (issue 24 "Search"): the word itself; a Chinese word also as a
 * part of a longer one, by its character pairs in a row, or a single character by the pairs it
 * begins (server/lib/search `searchGrams`); letters and digits (three or more) also inside a
 * title's word, through the title's trigram index.
 */
function wordQuery(word: string): { tsquery: RawBuilder<unknown>; inTitle: boolean } {
  const own = sql`plainto_tsquery('simple', ${word})`;
  const chars = [...word];
  if (ONLY_CHINESE.test(word)) {
    const part = chars.length > 1
      ? sql`phraseto_tsquery('simple', ${chars.slice(1).map((c, i) => chars[i]! + c).join(' ')})`
      : sql`to_tsquery('simple', ${`${word}:*`})`;
    return { tsquery: sql`(${own} || ${part})`, inTitle: false };
  }
  return { tsquery: own, inTitle: chars.length >= 3 };
}


/** True for an article `t` that holds every word of the key (each as `wordQuery` finds it). */
function holdsEveryWord(words: readonly string[]): RawBuilder<SqlBool> {
  return sql.join(words.map((word) => {
    const { tsquery, inTitle } = wordQuery(word);
    return inTitle ? sql`(t.search_doc @@ ${tsquery} or t.search_title like ${likeContains(word)})` : sql`t.search_doc @@ ${tsquery}`;
  }), sql` and `) as RawBuilder<SqlBool>;
}

/**
 * Who searches: their tenant, themselves, and whether they administer articles
 * (`cms:article:edit`, the kit's `readers.manage` of articles, article-table.ts).
 */
export interface ArticleSearcher {
  tenantId: number;
  userId: string;
  manages: boolean;
}

/**
 * The released articles of `channels` the reader may open that hold every word of the key, and
 * the query that ranks them. The rule is the reading list's (`/cms/article/list?channel=…&status=`
 * released): an administrator of articles opens every one of the tenant, as `list` and `queryById`
 * answer them; anyone else what `readerSees` lets them. Drafts and revoked articles are never
 * found: the results are a reading view (they are the administration page's).
 */
function matching(db: Executor, reader: ArticleSearcher, channels: readonly string[], words: readonly string[]) {
  const found = db.selectFrom('articles as t')
    .where('t.tenant_id', '=', reader.tenantId).where('t.channel', 'in', [...channels])
    .where('t.status', '=', ARTICLE_STATUSES.released)
    .$if(!reader.manages, (q) => q.where((eb) => readerSees(eb, reader)))
    .where(holdsEveryWord(words));
  return { found, rankedBy: sql.join(words.map((word) => wordQuery(word).tsquery), sql` || `) };
}

/**
 * The released articles of `channels` the reader may open (`matching`) whose words hold every word of the
 * key, best first (title words weigh more than the rest; then the newest), a page of them and
 * how many in all. `words` come from `queryWords` (server/lib/search).
 */
export async function searchArticles(
  db: Executor, reader: ArticleSearcher, query: { channels: readonly string[]; words: readonly string[]; offset: number; limit: number },
): Promise<{ hits: ArticleHit[]; total: number }> {
  if (!query.words.length || !query.channels.length) return { hits: [], total: 0 };
  const { found, rankedBy } = matching(db, reader, query.channels, query.words);
  const rows = await found
    .select(['t.id', 't.channel', 't.title', 't.summary', 't.body', 't.release_time as releaseTime'])
    .select(sql<string>`count(*) over ()`.as('total'))
    // The title's match first, whatever the body holds (a body naming the words twenty times
    // must not pass an article about them); then the whole text's, per its length's log.
    .orderBy(sql`ts_rank_cd(ts_filter(t.search_doc, '{a,c}'), ${rankedBy})`, 'desc')
    .orderBy(sql`ts_rank_cd(t.search_doc, ${rankedBy}, 1)`, 'desc').orderBy('t.release_time', 'desc').orderBy('t.id')
    .offset(query.offset).limit(query.limit)
    .execute();
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { hits: rows.map(({ total: _, ...hit }) => hit), total };
}

/** How many released articles of `channels` the reader may see match the key (a page past the end still needs it). */
export async function countArticleHits(db: Executor, reader: ArticleSearcher, channels: readonly string[], words: readonly string[]): Promise<number> {
  if (!words.length || !channels.length) return 0;
  const row = await matching(db, reader, channels, words).found.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
