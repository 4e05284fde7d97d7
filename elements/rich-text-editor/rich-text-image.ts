import { msg, str } from '@lit/localize';
import { fileUrl, imageFileProblem, uploadFile } from '../../shared/kit/file-upload.ts';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/schemas/upload.ts';

/** The upload folder of rich-text images (widgets-admin §7: `biz=jeditor`). */
export const RICH_TEXT_IMAGE_BIZ = 'jeditor';

/**
 * The `src` of a stored image in rich text: our static path, relative when the API is on
 * this page's origin (the sanitiser keeps only images of our store, named relatively).
 */
export function storedImageSrc(path: string): string {
  const url = new URL(fileUrl(path), location.href);
  return url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
}

/** How an image upload ended: its `src`, or the message to show. */
export type ImageUpload = { status: 'done'; src: string } | { status: 'error'; message: string };

/** Uploads an image for rich text (`biz`, `jeditor` by default) after checking its type and size here. */
export async function uploadRichTextImage(file: File, biz = RICH_TEXT_IMAGE_BIZ, signal?: AbortSignal): Promise<ImageUpload> {
  const problem = imageFileProblem(file);
  if (problem === 'type') return { status: 'error', message: msg('只能上传 PNG、JPEG、GIF 或 WebP 格式的图片') };
  if (problem === 'size') {
    const limit = IMAGE_UPLOAD_MAX_BYTES / 2 ** 20;
    return { status: 'error', message: msg(str`图片不能超过 ${limit} MB`) };
  }
  const outcome = await uploadFile(file, biz, signal);
  if (outcome.status === 'error') return { status: 'error', message: msg(str`上传失败：${outcome.message || msg('未知错误')}`) };
  return { status: 'done', src: storedImageSrc(outcome.path) };
}
