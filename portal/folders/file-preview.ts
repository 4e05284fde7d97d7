import type { FolderFile } from '../../shared/resources/folder.ts';
import { UPLOAD_PATHS } from '../../shared/schemas/upload.ts';

/** True for a file the preview shows (a picture, a PDF, text); the rest are downloaded. */
export function previewable(file: Pick<FolderFile, 'contentType'>): boolean {
  return file.contentType.startsWith('image/') || file.contentType.startsWith('text/plain') || file.contentType === 'application/pdf';
}

/**
 * What `<dkp-file-preview>` shows for a folder's file (the pdf.js preview, elements/file-preview):
 * its stored route, named by its title with the extension its content was judged by (the
 * preview tells the kind by it), and downloadable only for who may download it.
 */
export function previewTarget(file: Pick<FolderFile, 'title' | 'filePath'>, downloadable: boolean): { src: string; name: string; downloadable: boolean } {
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(file.filePath)?.[0] ?? '';
  const name = file.title.toLowerCase().endsWith(extension.toLowerCase()) ? file.title : `${file.title}${extension}`;
  return { src: `${UPLOAD_PATHS.file}/${file.filePath}`, name, downloadable };
}

/** A size in bytes as people read it (B, KB, MB, GB). */
export function fileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit ? value.toFixed(1) : value} ${units[unit]}`;
}
