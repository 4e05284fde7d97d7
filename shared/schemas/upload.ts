import { Type, type Static } from 'typebox';

/** Where files are uploaded and served, below the API base (JeecgBoot's `CommonController`). */
export const UPLOAD_PATHS = {
  /** `POST` multipart: the field `file`, optional `biz` (a folder); the answer's `message` is the stored path. */
  upload: '/sys/common/upload',
  /** `GET <static>/<path>` (public: an `<img>` sends no token): the image of a stored path; other files are not served here. */
  static: '/sys/common/static',
  /** `GET <file>/<path>[?download=1]` (a session of the file's tenant): any stored file, with `Range`; previews inline, the rest as downloads. */
  file: '/sys/common/file',
} as const;

/** The largest image the image-only folders (`avatar`, `jeditor`) take (widgets-admin §5 "Upload"); other files: the server's `DKP_UPLOAD_MAX_MB`, 50 MiB by default. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 2 ** 20;

/** The image types an upload takes, as the server tells them by their first bytes. No SVG: it can carry script. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The `result` of a successful upload; the path is also the envelope's `message`, where the documented client reads it. */
export const UploadResultSchema = Type.Object({
  /** The stored file's id (the popup's result carries it). */
  id: Type.String(),
  path: Type.String(),
  fileName: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
});
export type UploadResult = Static<typeof UploadResultSchema>;
