import type { FolderFile } from '../../shared/resources/folder.ts';

/** How a folder's file is previewed: images and text in the page, PDFs in a tab of their own, the rest not at all (downloaded). */
export type PreviewKind = 'image' | 'text' | 'pdf' | 'none';

/**
 * The preview of a file, by its stored type (judged from its content at upload). **The hook for
 * the pdf.js preview element** (issue 24, wt-preview): when it lands, 'pdf' shows that element
 * in the preview dialog (FilePreviewDialog.tsx) instead of opening a tab.
 */
export function previewKind(file: Pick<FolderFile, 'contentType'>): PreviewKind {
  if (file.contentType.startsWith('image/')) return 'image';
  if (file.contentType.startsWith('text/plain')) return 'text';
  return file.contentType === 'application/pdf' ? 'pdf' : 'none';
}

/** Most characters of a text file shown in its preview. */
export const TEXT_PREVIEW_MAX = 100_000;

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
