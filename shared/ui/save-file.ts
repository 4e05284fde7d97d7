import type { DownloadedFile } from '../api/index.ts';

/** Saves a downloaded file under its name, as a link with `download` would (the browser's save). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob by the time the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
