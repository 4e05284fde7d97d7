import { apiConfig, failureText, request, type UploadProgress } from '../api/index.ts';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, UPLOAD_PATHS } from '../schemas/upload.ts';

/** How one upload ended (widgets-admin §4 "Upload: uploading, then done or error"). */
export type UploadOutcome = { status: 'done'; path: string; id?: string } | { status: 'error'; message: string };

/** How long a document's upload may take (50 MiB on a slow line), instead of an ordinary call's 9 s. */
export const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

/** How many characters of a file's name a list shows (widgets-admin §9 "upload file name shortened to 5 chars"). */
export const UPLOAD_NAME_CHARS = 5;

/** A file's name as upload lists show it: its first {@link UPLOAD_NAME_CHARS} characters, then '…' when it is longer. */
export function shortFileName(name: string, chars = UPLOAD_NAME_CHARS): string {
  const characters = [...name];
  return characters.length > chars ? `${characters.slice(0, chars).join('')}…` : name;
}

/** The `accept` of an image upload's file input. */
export const IMAGE_UPLOAD_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

/**
 * Reads an upload's answer by widgets-admin §4: an answer whose boolean `success` is false is
 * an error with its `message` ('' when it has none: the caller says 'unknown error'); otherwise
 * the path is the answer's field `responseName` (JeecgBoot's `message` by default). An answer
 * without that text is an error too.
 */
export function readUploadReply(answer: unknown, responseName = 'message'): UploadOutcome {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  if (body.success === false) return { status: 'error', message: typeof body.message === 'string' ? body.message : '' };
  const path = body[responseName];
  if (typeof path !== 'string' || !path.trim()) return { status: 'error', message: '' };
  // DKP's server also gives the stored file's id (the popup's result carries it).
  const id = (body.result as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? { status: 'done', path: path.trim(), id } : { status: 'done', path: path.trim() };
}

/** Why `file` cannot be an image upload before it is sent: its type or its size; null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > IMAGE_UPLOAD_MAX_BYTES ? 'size' : null;
}

/**
 * Uploads `file` to `/sys/common/upload` (the field `file`, the folder `biz`) and reads the
 * answer by {@link readUploadReply}. A refusal of the server is its message; no answer at all
 * (network, time limit) is the API client's message for it.
 */
export async function uploadFile(file: Blob & { name?: string }, biz: string, signal?: AbortSignal, onProgress?: UploadProgress): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('biz', biz);
  form.append('file', file, file.name ?? 'file');
  try {
    const sending = { ...(signal ? { signal } : {}), ...(onProgress ? { onUploadProgress: onProgress, timeoutMs: UPLOAD_TIMEOUT_MS } : {}) };
    return readUploadReply(await request(UPLOAD_PATHS.upload, { method: 'POST', body: form, acceptFailure: true, ...sending }));
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: 'error', message: failureText(error) };
  }
}

/**
 * Where a stored value is shown from: a stored path under the API's static files, each segment
 * encoded; an http(s) address (an avatar set elsewhere) as it is; '' for nothing. Anything else
 * (a `javascript:` or other scheme) is nothing.
 */
export function fileUrl(value: string | null | undefined): string {
  const path = (value ?? '').trim();
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return '';
  return `${apiConfig().baseUrl}${UPLOAD_PATHS.static}/${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}
