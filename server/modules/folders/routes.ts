import { Type } from 'typebox';
import {
  FOLDER_GRANTS_MAX, FOLDER_LEVELS, FolderContentsSchema, FolderSubjectSchema, FolderFileSchema, FolderGrantSchema, FolderGrantViewSchema, type FolderContents,
} from '../../../shared/resources/folder.ts';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { createDatabaseFileStore, STORED_PATH_PATTERN, type FileStore } from '../../lib/files/file-store-repository.ts';
import { queryWords } from '../../lib/search/index.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { folderArticles } from '../content/index.ts';
import {
  countKnownGrantees, deleteFolderFile, filesOf, findGrantees, folderFileRow, grantsOf, insertFolderFile, levelOn, managesSomeFolder,
  replaceGrants, subtreeIds, userName,
} from './folder-repository.ts';
import { assertManages, folderTable } from './folder-table.ts';
import { folderLevels } from '../../lib/folders/folder-reach-repository.ts';

const Id = Type.String({ minLength: 1, maxLength: 64 });
/** Most articles and most files a folder's list answers (a folder is browsed, not exported). */
const CONTENTS_MAX = 500;
const session = { config: { auth: 'session' as const } };
const tags = ['folder'];

/**
 * Folders with permissions (issue 24): the kit's `/cms/folder/*` (list, the tree
 * `queryTreeList?space=`, add, edit, delete; server/modules/folders/folder-table.ts) and beside
 * it, each for who holds the level it needs on the folder (a folder they may not view is 404):
 *
 * - `GET /cms/folder/contents?folderId=&key=`: viewable; its articles and files, or with `key`
 *   those of it and the viewable folders below whose words (articles) or title (files) hold it;
 * - `GET /cms/folder/grants?folderId=`, `PUT /cms/folder/grants` `{ folderId, grants }`: manageable;
 * - `GET /cms/folder/grantees?type=&key=`: who may be granted, for who manages some folder;
 * - `POST /cms/folder/file/add` `{ folderId, filePath, title }` (a file uploaded through
 *   `/sys/common/upload`), `DELETE /cms/folder/file/delete?id=`: manageable.
 *
 * Reading a folder's file (`/sys/common/file/<path>`) needs viewable, downloading it
 * downloadable (server/modules/files/file-access.ts).
 */
export async function folderRoutes(app: TypedApp, ctx: AppContext, store: FileStore = createDatabaseFileStore(ctx.db, ctx.now, ctx.dbKind)) {
  const folders = registerResource(app, ctx, folderTable(ctx));
  const { scopeOf } = folders;

  app.get('/cms/folder/contents', {
    ...session,
    schema: { tags, querystring: Type.Object({ folderId: Id, key: Type.String({ maxLength: 50, default: '' }) }), response: { 200: Envelope(FolderContentsSchema) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const { folderId } = request.query;
    const level = await levelOn(ctx.db, scope, folderId);
    if (level < FOLDER_LEVELS.view) throw notFound();
    const folder = (await folders.repository.findById(scope, folderId))!;
    const key = request.query.key.trim();
    let ids = [folderId];
    if (key) {
      const below = await subtreeIds(ctx.db, scope.tenantId, folderId);
      const levels = scope.manages ? null : await folderLevels(ctx.db, scope);
      ids = below.filter((id) => !levels || (levels.get(id) ?? 0) >= FOLDER_LEVELS.view);
    }
    const words = key ? queryWords(key) : [];
    const articles = key && !words.length ? [] : await folderArticles(ctx.db, { ...scope, manages: !!scope.manages }, { folderIds: ids, words, limit: CONTENTS_MAX });
    const contents: FolderContents = {
      folder,
      articles: articles.map((a) => ({ ...a, releaseTime: a.releaseTime ? a.releaseTime.toISOString() : null })),
      files: await filesOf(ctx.db, scope.tenantId, ids, key, CONTENTS_MAX),
    };
    return ok(request, contents);
  });

  app.get('/cms/folder/grants', {
    ...session,
    schema: { tags, querystring: Type.Object({ folderId: Id }), response: { 200: Envelope(Type.Array(FolderGrantViewSchema)) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    await visibleManaged(scope, request.query.folderId);
    return ok(request, await grantsOf(ctx.db, scope.tenantId, request.query.folderId));
  });

  app.put('/cms/folder/grants', {
    ...session,
    schema: { tags, body: Type.Object({ folderId: Id, grants: Type.Array(FolderGrantSchema, { maxItems: FOLDER_GRANTS_MAX }) }), response: { 200: Envelope(Type.Array(FolderGrantViewSchema)) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const { folderId, grants } = request.body;
    await visibleManaged(scope, folderId);
    if (new Set(grants.map((g) => `${g.subjectType}:${g.subjectId}`)).size !== grants.length) throw badRequest('folderGrantDuplicate');
    await ctx.db.transaction().execute(async (tx) => {
      if ((await countKnownGrantees(tx, scope.tenantId, grants)) !== grants.length) throw badRequest('folderGranteeUnknown');
      await replaceGrants(tx, scope.tenantId, folderId, grants);
    });
    return ok(request, await grantsOf(ctx.db, scope.tenantId, folderId), 'folderGrantsSaved');
  });

  app.get('/cms/folder/grantees', {
    ...session,
    schema: {
      tags, querystring: Type.Object({ type: FolderSubjectSchema, key: Type.String({ maxLength: 50, default: '' }) }),
      response: { 200: Envelope(Type.Array(Type.Object({ id: Type.String(), name: Type.String() }))) },
    },
  }, async (request) => {
    const scope = await scopeOf(request);
    if (!scope.manages && !(await managesSomeFolder(ctx.db, scope))) throw forbidden('folderNotManager');
    return ok(request, await findGrantees(ctx.db, scope.tenantId, request.query.type, request.query.key.trim(), 50));
  });

  app.post('/cms/folder/file/add', {
    ...session,
    schema: {
      tags, body: Type.Object({ folderId: Id, filePath: Type.String({ minLength: 1, maxLength: 300 }), title: Type.String({ maxLength: 100, default: '' }) }),
      response: { 200: Envelope(FolderFileSchema) },
    },
  }, async (request) => {
    const scope = await scopeOf(request);
    const { folderId, filePath } = request.body;
    await visibleManaged(scope, folderId);
    const file = STORED_PATH_PATTERN.test(filePath) ? await store.find(filePath) : null;
    if (!file || file.tenantId !== scope.tenantId) throw badRequest('folderFileUnknown');
    const title = request.body.title.trim() || file.fileName;
    const id = await insertFolderFile(ctx.db, {
      tenantId: scope.tenantId, folderId, title: title.slice(0, 100), filePath, size: file.size, contentType: file.contentType,
      uploadedBy: scope.userId, uploaderName: await userName(ctx.db, scope.userId), now: ctx.now(),
    });
    if (!id) throw badRequest('folderFileTaken');
    const [added] = (await filesOf(ctx.db, scope.tenantId, [folderId], '', CONTENTS_MAX)).filter((f) => f.id === id);
    return ok(request, added!, 'folderFileAdded');
  });

  app.delete('/cms/folder/file/delete', {
    ...session,
    schema: { tags, querystring: Type.Object({ id: Id }), response: { 200: Envelope(Type.Null()) } },
  }, async (request) => {
    const scope = await scopeOf(request);
    const entry = await folderFileRow(ctx.db, scope.tenantId, request.query.id);
    if (!entry) throw notFound();
    await visibleManaged(scope, entry.folder_id);
    await deleteFolderFile(ctx.db, scope.tenantId, entry.id);
    return ok(request, null, 'folderFileDeleted');
  });

  /** A folder the request may not view is 404 (it does not tell it exists); one it views but does not manage, 403. */
  async function visibleManaged(scope: Awaited<ReturnType<typeof scopeOf>>, folderId: string): Promise<void> {
    if ((await levelOn(ctx.db, scope, folderId)) < FOLDER_LEVELS.view) throw notFound();
    await assertManages(ctx.db, scope, folderId);
  }
}
