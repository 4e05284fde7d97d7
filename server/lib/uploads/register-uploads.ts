import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** How much one upload request may carry. */
export interface UploadLimits {
  /** Bytes of one file. */
  fileSize: number;
  /** Files in one request. */
  files: number;
  /** Non-file fields in one request. */
  fields: number;
  /** Bytes of one non-file field (a longer value is cut). */
  fieldSize: number;
}

/** The default limits: a 10 MiB file, at most 5 files and 20 fields of at most 64 KiB each. */
export const UPLOAD_LIMITS: Readonly<UploadLimits> = { fileSize: 10 * 2 ** 20, files: 5, fields: 20, fieldSize: 64 * 2 ** 10 };

/**
 * Registers `@fastify/multipart` on `scope` with {@link UPLOAD_LIMITS}, so that its routes can
 * call `receiveSpreadsheet` (which also passes its own limits per request).
 *
 * Register it in the encapsulated scope of the routes that take uploads, never on the whole
 * app: the plugin adds an `onRequest` and an `onResponse` hook (they watch for temporary
 * files) that would otherwise run on every request, and a multipart content-type parser that
 * would let any route accept a multipart body. The back-office kit does, per resource:
 *
 * ```ts
 * await app.register(async (scope) => {
 *   await registerUploads(scope);
 *   scope.post('/importExcel', { config: { auth: { permission } } }, async (request, reply) => {
 *     const { buffer } = await receiveSpreadsheet(request);
 *     for await (const row of readXlsxRows(buffer, { maxRows })) { … }
 *   });
 * });
 * ```
 *
 * The route declares no body schema: a multipart body is read by `receiveSpreadsheet`, as
 * a stream with its limits, not parsed before the handler runs.
 */
export async function registerUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, { limits: { ...UPLOAD_LIMITS }, throwFileSizeLimit: true });
}
