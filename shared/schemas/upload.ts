import { Type, type Static } from 'typebox';

/** Where files are uploaded and served, below the API base (JeecgBoot's `CommonController`). */
export const UPLOAD_PATHS = {
  /** `POST` multipart: the field `file`, optional `biz` (a folder); the answer's `message` is the stored path. */
  upload: '/sys/common/upload',
  /** `GET <static>/<path>`: the file of a stored path. */
  static: '/sys/common/static',
} as const;

/** The largest image an upload takes (widgets-admin §5 "Upload": avatars and other pictures). */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 2 ** 20;

/** The image types an upload takes, as the server tells them by their first bytes. No SVG: it can carry script. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The `result` of a successful upload; the path is also the envelope's `message`, where the documented client reads it. */
export const UploadResultSchema = Type.Object({
  path: Type.String(),
  fileName: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
});
export type UploadResult = Static<typeof UploadResultSchema>;
