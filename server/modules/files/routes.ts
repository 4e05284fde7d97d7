import { Type } from 'typebox';
import { UPLOAD_PATHS } from '../../../shared/schemas/upload.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { createDatabaseFileStore, type FileStore } from '../../lib/files/file-store-repository.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import { isFolderFile } from '../../lib/folders/folder-reach-repository.ts';
import { mayReadFile } from './file-access.ts';
import './orphan-files.ts';
import { sendFile } from './send-file.ts';
import { uploadRoute } from './upload-route.ts';

export { UPLOADS_PER_HOUR, IMAGE_ONLY_BIZ } from './upload-route.ts';
export { FILE_REFERENCES, removeOrphanFiles } from './orphan-files.ts';

const PathParams = Type.Object({ '*': Type.String({ maxLength: 300 }) });

/**
 * JeecgBoot's common upload and the files it keeps (widgets-admin §4 "Upload", §5, §7), on
 * the {@link FileStore} of the database, so that every process serves every file:
 *
 * - `POST /sys/common/upload`: see {@link uploadRoute}.
 * - `GET /sys/common/static/<path>` (public, as in JeecgBoot: an `<img>` sends no token): the
 *   stored *images* only (a path holds 128 random bits, so it is shown only to whoever was given
 *   it; docs/decisions.md "Uploaded files"), except an image placed in a folder; any other path is 404.
 * - `GET /sys/common/file/<path>` (a session): any stored file that {@link mayReadFile} lets the
 *   reader have (the uploader's tenant; a folder's file, by the folder's grants), else 404;
 *   `?download=1` asks for an attachment (a folder's file: downloadable).
 *
 * Both stream the bytes with `Range` and ETags ({@link sendFile}).
 */
export async function fileRoutes(app: TypedApp, ctx: AppContext, store: FileStore = createDatabaseFileStore(ctx.db, ctx.now, ctx.dbKind)) {
  await uploadRoute(app, ctx, store);

  app.get(`${UPLOAD_PATHS.static}/*`, {
    config: { auth: 'public' },
    schema: { tags: ['files'], params: PathParams },
  }, async (request, reply) => {
    const file = await store.find(request.params['*']);
    // A folder's image is its readers' only (the session route), never public.
    if (!file || !file.contentType.startsWith('image/') || (await isFolderFile(ctx.db, file.path))) throw notFound();
    return sendFile(request, reply, store, file);
  });

  app.get(`${UPLOAD_PATHS.file}/*`, {
    config: { auth: 'session' },
    schema: { tags: ['files'], params: PathParams, querystring: Type.Object({ download: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])) }) },
  }, async (request, reply) => {
    const session = sessionOf(request);
    const file = await store.find(request.params['*']);
    const download = request.query.download === '1';
    if (!file || !(await mayReadFile(ctx, { tenantId: request.tenantId, userId: session.userId }, file, download ? 'download' : 'view'))) throw notFound();
    return sendFile(request, reply, store, file, { download });
  });
}
