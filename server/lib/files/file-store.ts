import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A file to keep: its bytes and what the server decided about them. */
export interface NewFile {
  tenantId: number;
  userId: string;
  /** The folder of its path (already checked: {@link BIZ_PATTERN}). */
  biz: string;
  /** The extension of its path, from its content (never the client's name). */
  extension: string;
  contentType: string;
  /** The client's name, cleaned; only ever sent back in `Content-Disposition`. */
  fileName: string;
  bytes: Buffer;
}

/** A kept file as it is served. */
export interface StoredFile {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the bytes: the ETag. */
  sha256: string;
  bytes: Buffer;
}

/**
 * Where uploaded files live (architecture §4 "Files … go through one storage interface").
 * One implementation today, the database ({@link createDatabaseFileStore}); a directory or an
 * S3-compatible store would be another implementation of these three calls.
 */
export interface FileStore {
  /** Keeps the file under a new path `<biz>/<32 hex>.<extension>` and returns that path. */
  put(file: NewFile): Promise<string>;
  /** The file at `path`, or null. */
  get(path: string): Promise<StoredFile | null>;
  /** How many files `userId` has put since `since` (the upload limit per hour). */
  countSince(userId: string, since: Date): Promise<number>;
}

/** A folder of a stored path: one to four segments of letters, digits, '_' and '-'. */
export const BIZ_PATTERN = /^[A-Za-z0-9_-]{1,32}(?:\/[A-Za-z0-9_-]{1,32}){0,3}$/;
/** A path this store can have made: a {@link BIZ_PATTERN} folder, 128 random bits in hex, an image extension. */
export const STORED_PATH_PATTERN = /^[A-Za-z0-9_-]{1,32}(?:\/[A-Za-z0-9_-]{1,32}){0,3}\/[0-9a-f]{32}\.(?:png|jpg|gif|webp)$/;

/**
 * The files in the table `uploaded_files` (migration 0023): every process on the same
 * database reads what any of them received. A path holds 128 random bits, so it is not
 * guessed, and is never reused (a new upload is a new path); all values are bound parameters.
 */
export function createDatabaseFileStore(db: Kysely<Database>, now: () => Date): FileStore {
  return {
    async put(file) {
      const path = `${file.biz}/${randomBytes(16).toString('hex')}.${file.extension}`;
      await db.insertInto('uploaded_files').values({
        path, tenant_id: file.tenantId, user_id: file.userId, file_name: file.fileName, content_type: file.contentType,
        size: file.bytes.length, sha256: createHash('sha256').update(file.bytes).digest('hex'), bytes: file.bytes, created_at: now(),
      }).execute();
      return path;
    },
    async get(path) {
      if (!STORED_PATH_PATTERN.test(path)) return null;
      const row = await db.selectFrom('uploaded_files').select(['path', 'file_name', 'content_type', 'size', 'sha256', 'bytes'])
        .where('path', '=', path).executeTakeFirst();
      if (!row) return null;
      return { path: row.path, fileName: row.file_name, contentType: row.content_type, size: row.size, sha256: row.sha256, bytes: Buffer.from(row.bytes) };
    },
    async countSince(userId, since) {
      const row = await db.selectFrom('uploaded_files').select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId).where('created_at', '>=', since).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
