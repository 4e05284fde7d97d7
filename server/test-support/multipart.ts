import { randomBytes } from 'node:crypto';

/** One part of a hand-written multipart body: a field, or a file when `filename` is given. */
export interface MultipartPart {
  name: string;
  filename?: string;
  /** The file part's `Content-Type` (default application/octet-stream). */
  type?: string;
  content: Buffer | string;
  /** Written as the file part's disposition parameters instead of `filename="…"` (an RFC 5987 `filename*`). */
  rawFilename?: string;
}

/** A multipart/form-data body written by hand, as a browser sends it, with its `content-type` header. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----dkp${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`
      + (part.filename === undefined && part.rawFilename === undefined ? '\r\n\r\n'
        : `; ${part.rawFilename ?? `filename="${part.filename}"`}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`)),
    Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1 × 1 PNG (a real one, 70 bytes). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
