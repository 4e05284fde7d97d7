import type { Kysely } from 'kysely';
import type { ArticleFile } from '../../../shared/resources/article.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import { UPLOAD_PATHS } from '../../../shared/schemas/upload.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../kit/executor.ts';
import type { RequestScope } from '../../kit/request-scope.ts';
import { badRequest } from '../../lib/app-error.ts';
import { createDatabaseFileStore, STORED_PATH_PATTERN } from '../../lib/files/file-store-repository.ts';
import { folderRuling } from '../../lib/folders/folder-file-rule.ts';
import type { FolderReader } from '../../lib/folders/folder-reach-repository.ts';
import { attachmentUrlsOf, releasedArticleNames } from './article-repository.ts';

/**
 * An article's attachments and the file store (issue 24 "Attachments and files"). The rule,
 * one for writing and reading (docs/decisions.md "Article attachments"):
 *
 * - an attachment that names one of our stored files (in whatever form a browser or our client
 *   would read as one: `/sys/common/file/<path>`, `/sys/common/static/<path>`, under the API
 *   base, with dot segments or percent-encoding) is written only when its author may download
 *   that file: a file in no folder they uploaded themselves, a folder's file by the folder's
 *   rules (downloadable, or managing every folder); on an edit, a file in no folder the row
 *   already held stays (another administrator's upload). It is stored as
 *   `/sys/common/file/<path>` with the file's size;
 * - so a released article's reader may have a stored file it names: who may see the article
 *   may preview and download its stored attachments (server/modules/files/file-access.ts asks
 *   {@link attachedToReadableArticle} when the folder rules alone refuse);
 * - another site's http(s) URL is kept as given and grants nothing, as does another page of this
 *   site (kept as a browser resolves it); any other path under `/sys/common/` is refused.
 */

/** What an attachment's URL is: another site's, a path of this site, one of our stored files, or nothing we take. */
export type AttachmentLink = { kind: 'external' } | { kind: 'site'; url: string } | { kind: 'stored'; path: string } | { kind: 'invalid' };

/** A made-up origin that only resolves a site path the way a browser does (dot segments, backslashes). */
const SITE = 'http://site.invalid';

/** Reads an attachment's URL as a browser (and elements/file-preview `storedFilePath`) would; `apiBase` is the server's (`/api`). */
export function attachmentLink(url: string, apiBase: string): AttachmentLink {
  if (/^https?:\/\//i.test(url)) return { kind: 'external' };
  let parsed: URL;
  try {
    parsed = new URL(url, SITE);
  } catch {
    return { kind: 'invalid' };
  }
  // `/\evil.example/x` is another site to a browser (a backslash is a slash): neither a path of ours nor an http(s) URL as written.
  if (parsed.origin !== SITE) return { kind: 'invalid' };
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return { kind: 'invalid' };
  }
  // Decoded once, so an encoded slash or letter cannot hide a file route from this check (what it decodes to is checked, then rewritten).
  // Another page of this site: kept as the browser reads it (no dot segments left to move it elsewhere).
  if (!path.includes('/sys/common/')) return { kind: 'site', url: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  const base = apiBase.replace(/\/+$/, '');
  const below = base && path.startsWith(`${base}/`) ? path.slice(base.length) : path;
  for (const route of [UPLOAD_PATHS.file, UPLOAD_PATHS.static]) {
    const stored = below.startsWith(`${route}/`) ? below.slice(route.length + 1) : null;
    if (stored !== null && STORED_PATH_PATTERN.test(stored)) return { kind: 'stored', path: stored };
  }
  return { kind: 'invalid' };
}

/** How an article names a stored file: the session route that previews and downloads it. */
export const storedFileUrl = (path: string): string => `${UPLOAD_PATHS.file}/${path}`;

/**
 * The attachments as written: each stored file checked against its author's reach and named by
 * {@link storedFileUrl} with its size; another site's as given, without a size. `kept` are the
 * stored paths the edited row already names (empty on add). Refuses (400, naming the
 * attachment) a URL it does not take or a stored file the author may not download, which is
 * also what an unknown path or another tenant's file is told: a path does not tell whether it exists.
 */
export async function checkedAttachments(
  ctx: Pick<AppContext, 'config' | 'now' | 'dbKind'>, tx: Kysely<Database>, scope: RequestScope, attachments: readonly ArticleFile[], kept: ReadonlySet<string>,
): Promise<ArticleFile[]> {
  const store = createDatabaseFileStore(tx, ctx.now, ctx.dbKind);
  // Inside the write's transaction: asked of the scope, never of the permission repository.
  const managesEveryFolder = async () => scope.may(PERMISSION_CODES.folderManage);
  const checked: ArticleFile[] = [];
  for (const attachment of attachments) {
    const name = attachment.name.trim() || attachment.name;
    const link = attachmentLink(attachment.url, ctx.config.apiBase);
    if (link.kind === 'invalid') throw badRequest('articleAttachmentInvalid', { name });
    if (link.kind !== 'stored') {
      checked.push({ name, url: link.kind === 'site' ? link.url : attachment.url });
      continue;
    }
    const file = await store.find(link.path);
    const ruling = file && file.tenantId === scope.tenantId ? await folderRuling(tx, scope, file.path, 'download', managesEveryFolder) : 'refused';
    const mayAttach = ruling === 'allowed' || (ruling === 'unfiled' && (file!.userId === scope.userId || kept.has(file!.path)));
    if (!mayAttach) throw badRequest('articleAttachmentNotYours', { name });
    checked.push({ name, url: storedFileUrl(file!.path), size: file!.size });
  }
  return checked;
}

/** The stored paths the article `id` names among its attachments now (an edit keeps these on easier terms). */
export async function storedPathsOf(db: Executor, tenantId: number, id: string | null, apiBase: string): Promise<Set<string>> {
  if (!id) return new Set();
  const links = (await attachmentUrlsOf(db, tenantId, id)).map((url) => attachmentLink(url, apiBase));
  return new Set(links.flatMap((link) => (link.kind === 'stored' ? [link.path] : [])));
}

/**
 * Whether `reader` may have the stored file `path` because a released article of their tenant
 * that they may see names it among its attachments (as {@link storedFileUrl}: the form the
 * server wrote after checking the author's reach). Who manages articles sees every one.
 */
export async function attachedToReadableArticle(ctx: Pick<AppContext, 'db' | 'permissions'>, reader: FolderReader, path: string): Promise<boolean> {
  const manages = await ctx.permissions.userHas(reader.userId, reader.tenantId, PERMISSION_CODES.articleEdit);
  return releasedArticleNames(ctx.db, { ...reader, manages }, storedFileUrl(path));
}
