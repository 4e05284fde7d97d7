import { request } from './request.ts';

/** The file name of `path`: what follows its last slash, without the query. */
export const fileNameOf = (path: string): string => decodeURIComponent(path.split(/[?#]/)[0]!.split('/').pop() ?? '') || 'download';

/**
 * Downloads the API file at `path` (below the API base) through `request`, so it carries the
 * session's token, tenant and locale like every call, then hands it to the browser to save
 * as `fileName` (default: the last part of the path). Rejects with an `ApiError` as any call.
 */
export async function downloadFile(path: string, fileName: string = fileNameOf(path)): Promise<void> {
  const { result } = await request<Blob>(path, { file: true });
  const url = URL.createObjectURL(result);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; a later tick frees it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
