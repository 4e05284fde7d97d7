import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_PATHS, UploadResultSchema, type UploadResult } from '../../../shared/schemas/upload.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { envelope } from '../../lib/envelope.ts';
import { BIZ_PATTERN, createDatabaseFileStore, type FileStore } from '../../lib/files/file-store.ts';
import { contentDisposition } from '../../lib/spreadsheet/download-headers.ts';
import { imageKindOf } from '../../lib/uploads/image-kind.ts';
import { cleanFileName, receiveFile } from '../../lib/uploads/receive-file.ts';
import { UPLOAD_LIMITS, registerUploads, type UploadLimits } from '../../lib/uploads/register-uploads.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { sessionOf } from '../../plugins/route-auth.ts';

/** An image upload: one file of at most 2 MiB (the other limits as every upload's). */
export const IMAGE_UPLOAD_LIMITS: Readonly<UploadLimits> = { ...UPLOAD_LIMITS, fileSize: IMAGE_UPLOAD_MAX_BYTES };
/** Uploads one user may make in an hour: enough for any person at a form, not for filling the database. */
export const UPLOADS_PER_HOUR = 100;
/** The folder of an upload that names none (JeecgBoot's default `biz`). */
const DEFAULT_BIZ = 'temp';
/** A stored path never changes its bytes: browsers keep it a year. `private`: no shared cache holds people's photos. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';
/** The file field of the documented client (`file`). */
const FILE_FIELDS: ReadonlySet<string> = new Set(['file']);

/**
 * JeecgBoot's common upload and static files (widgets-admin §4 "Upload", §5), on the
 * {@link FileStore} of the database so that every process serves every file:
 *
 * - `POST /sys/common/upload` (a session): multipart, the field `file` and an optional `biz`
 *   folder (form field or query, letters, digits, `_`, `-`, `/`; default `temp`). Only images
 *   are taken, judged by their first bytes (PNG, JPEG, GIF, WebP; SVG and everything else are
 *   refused), at most 2 MiB, at most {@link UPLOADS_PER_HOUR} an hour per user. The answer is
 *   the envelope with the stored path as `message` (where the documented client reads it) and
 *   in `result`. The path is the server's (`<biz>/<32 hex>.<ext>`); the client's file name is
 *   kept only for `Content-Disposition`. Refusals are localised 4xx envelopes.
 * - `GET /sys/common/static/<path>` (public, as in JeecgBoot: an `<img>` sends no token): the
 *   file with its type, `nosniff`, `inline` with its name, a sandboxing CSP, an ETag and a
 *   year's private caching; an unknown path is the 404 envelope. A path holds 128 random bits,
 *   so it is shown only to whoever was given it (docs/decisions.md "Uploaded files").
 */
export async function fileRoutes(app: TypedApp, ctx: AppContext, store: FileStore = createDatabaseFileStore(ctx.db, ctx.now)) {
  await app.register(async (scope: FastifyInstance) => {
    await registerUploads(scope);
    scope.post(UPLOAD_PATHS.upload, {
      config: { auth: 'session' },
      schema: {
        tags: ['files'],
        querystring: Type.Object({ biz: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: Envelope(UploadResultSchema) },
      },
    }, async (request) => {
      const session = sessionOf(request);
      const { filename, buffer, fields } = await receiveFile(request, FILE_FIELDS, IMAGE_UPLOAD_LIMITS);
      const biz = (fields.biz ?? (request.query as { biz?: string }).biz ?? '').trim().replace(/^\/+|\/+$/g, '') || DEFAULT_BIZ;
      if (!BIZ_PATTERN.test(biz)) throw badRequest('uploadBizInvalid');
      const kind = imageKindOf(buffer);
      if (!kind) throw badRequest('uploadNotImage');
      const since = new Date(ctx.now().getTime() - 60 * 60 * 1000);
      if (await store.countSince(session.userId, since) >= UPLOADS_PER_HOUR) {
        throw new AppError(429, 'uploadTooOften', { limit: UPLOADS_PER_HOUR }, { 'retry-after': '3600' });
      }
      const fileName = cleanFileName(filename);
      const path = await store.put({
        tenantId: request.tenantId, userId: session.userId, biz, extension: kind.extension, contentType: kind.contentType, fileName, bytes: buffer,
      });
      const result: UploadResult = { path, fileName, size: buffer.length, contentType: kind.contentType };
      return envelope(request, { success: true, code: 200, message: path, result });
    });
  });

  app.get(`${UPLOAD_PATHS.static}/*`, {
    config: { auth: 'public' },
    schema: { tags: ['files'], params: Type.Object({ '*': Type.String({ maxLength: 300 }) }) },
  }, async (request, reply) => {
    const file = await store.get(request.params['*']);
    if (!file) throw notFound();
    const etag = `"${file.sha256}"`;
    reply.headers({
      'cache-control': CACHE_CONTROL,
      etag,
      'x-content-type-options': 'nosniff',
      // Opened on its own, the file is a document: it may run nothing and load nothing.
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
    const asked = request.headers['if-none-match'];
    if (typeof asked === 'string' && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
    return reply.headers({
      'content-type': file.contentType,
      'content-length': String(file.size),
      'content-disposition': contentDisposition('inline', file.fileName),
    }).send(file.bytes);
  });
}
