import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Envelope } from '../../../shared/schemas/envelope.ts';
import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_PATHS, UploadResultSchema, type UploadResult } from '../../../shared/schemas/upload.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { envelope } from '../../lib/envelope.ts';
import { downloadName, extensionOf, fileKindOf, type FileKind } from '../../lib/files/file-kind.ts';
import { BIZ_PATTERN, FILE_CHUNK_BYTES, type FileStore, type FileUpload } from '../../lib/files/file-store-repository.ts';
import { cleanFileName, receiveStreamedFile, type StreamedFile } from '../../lib/uploads/receive-file.ts';
import { UPLOAD_LIMITS, registerUploads } from '../../lib/uploads/register-uploads.ts';
import { sessionOf } from '../../plugins/route-auth.ts';

/** Uploads one user may make in an hour: enough for any person at a form, not for filling the database. */
export const UPLOADS_PER_HOUR = 100;
/** The folder of an upload that names none (JeecgBoot's default `biz`). */
const DEFAULT_BIZ = 'temp';
/** The file field of the documented client (`file`). */
const FILE_FIELDS: ReadonlySet<string> = new Set(['file']);
/** Folders (first segment of `biz`) that take images only, of at most {@link IMAGE_UPLOAD_MAX_BYTES}: avatars and the rich-text editor's pictures. */
export const IMAGE_ONLY_BIZ: ReadonlySet<string> = new Set(['avatar', 'jeditor']);

const megabytes = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1));

/** `biz` as sent (form field, else query), without surrounding slashes; undefined when not (yet) sent. */
function bizOf(fields: Readonly<Record<string, string>>, query: { biz?: string }): string | undefined {
  const sent = fields.biz ?? query.biz;
  return sent === undefined ? undefined : sent.trim().replace(/^\/+|\/+$/g, '') || DEFAULT_BIZ;
}

const isImageOnly = (biz: string) => IMAGE_ONLY_BIZ.has(biz.split('/')[0]!);

/** Refuses a folder that is not {@link BIZ_PATTERN}, or a file (of `size` bytes so far) its folder does not take. */
function checkPlace(biz: string, found: FileKind, size: number, maxBytes: number): void {
  if (!BIZ_PATTERN.test(biz)) throw badRequest('uploadBizInvalid');
  if (!isImageOnly(biz)) return;
  if (found.family !== 'image') throw badRequest('uploadNotImage');
  if (size > Math.min(IMAGE_UPLOAD_MAX_BYTES, maxBytes)) throw new AppError(413, 'uploadTooLarge', { limit: megabytes(IMAGE_UPLOAD_MAX_BYTES) });
}

/** Reads up to `bytes` from the start of the file: what its kind is told by. */
async function readHead(chunks: AsyncIterator<Buffer>, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts, length), ended: true };
    parts.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(parts, length), ended: false };
}

/**
 * `POST /sys/common/upload` (a session): multipart, the field `file` and an optional `biz`
 * folder (form field or query; letters, digits, `_`, `-`, `/`; default `temp`). The file is
 * judged by its first 256 KiB ({@link fileKindOf}): images, PDF, Office, text, zip; then
 * streamed into the store chunk by chunk as it arrives, never held whole, up to
 * `config.uploadMaxBytes` (default 50 MiB). `avatar` and `jeditor` take images of at most
 * 2 MiB only. At most {@link UPLOADS_PER_HOUR} an hour per user; one file per request. The
 * answer is the envelope with the stored path as `message` (where the documented client reads
 * it) and in `result` with the file's id. Every refusal is a localised 4xx and leaves nothing
 * stored (a file cut off midway is removed, or never shown and removed by the clean-up job).
 */
export async function uploadRoute(app: FastifyInstance, ctx: AppContext, store: FileStore) {
  await app.register(async (scope: FastifyInstance) => {
    await registerUploads(scope);
    scope.post(UPLOAD_PATHS.upload, {
      config: { auth: 'session' },
      schema: {
        tags: ['files'],
        querystring: Type.Object({ biz: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: Envelope(UploadResultSchema) },
      },
    }, async (request: FastifyRequest) => {
      const session = sessionOf(request);
      const query = request.query as { biz?: string };
      const since = new Date(ctx.now().getTime() - 60 * 60 * 1000);
      if (await store.countSince(session.userId, since) >= UPLOADS_PER_HOUR) {
        throw new AppError(429, 'uploadTooOften', { limit: UPLOADS_PER_HOUR }, { 'retry-after': '3600' });
      }
      const maxBytes = ctx.config.uploadMaxBytes;

      const take = async ({ filename, stream, fieldsBefore }: StreamedFile) => {
        const fileName = cleanFileName(filename);
        const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
        const { head, ended } = await readHead(chunks, FILE_CHUNK_BYTES);
        if (head.length === 0) throw badRequest('uploadEmpty');
        const found = await fileKindOf(head, fileName);
        // When the folder came before the file, refuse what it does not take before storing a byte.
        const early = bizOf(fieldsBefore, query);
        if (typeof found === 'string' && early !== undefined && isImageOnly(early)) throw badRequest('uploadNotImage');
        if (found === 'unknown') throw new AppError(415, 'uploadTypeUnknown');
        if (found === 'mismatch') throw badRequest('uploadTypeMismatch', { extension: `.${extensionOf(fileName)}` });
        if (early !== undefined) checkPlace(early, found, head.length, maxBytes);
        const upload = await store.begin({ tenantId: request.tenantId, userId: session.userId, contentType: found.contentType, fileName: downloadName(fileName, found) });
        try {
          await upload.write(head);
          for (let next = ended ? null : await chunks.next(); next && !next.done; next = await chunks.next()) {
            await upload.write(next.value);
            if (early !== undefined) checkPlace(early, found, upload.size, maxBytes);
          }
        } catch (error) {
          await upload.abort();
          throw error;
        }
        return { upload, found };
      };
      const abort = ({ upload }: { upload: FileUpload }) => upload.abort();

      const { taken: { upload, found }, fields } = await receiveStreamedFile(request, FILE_FIELDS, { ...UPLOAD_LIMITS, files: 1, fileSize: maxBytes }, take, abort);
      const biz = bizOf(fields, query) ?? DEFAULT_BIZ;
      try {
        checkPlace(biz, found, upload.size, maxBytes);
      } catch (error) {
        await upload.abort();
        throw error;
      }
      const file = await upload.finish({ biz, extension: found.extension });
      const result: UploadResult = { id: file.id, path: file.path, fileName: file.fileName, size: file.size, contentType: file.contentType };
      return envelope(request, { success: true, code: 200, message: file.path, result });
    });
  });
}
