import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { FILE_CHUNK_BYTES } from '../../db/migrations/0038-file-chunks.ts';

export { FILE_CHUNK_BYTES };

/** What the server decided about a file before its bytes arrive. */
export interface NewFile {
  tenantId: number;
  userId: string;
  contentType: string;
  /** The client's name, cleaned; only ever sent back in `Content-Disposition`. */
  fileName: string;
}

/** How a finished upload is named: its folder (checked: {@link BIZ_PATTERN}) and extension (from its content). */
export interface FilePlace {
  biz: string;
  extension: string;
}

/** A stored file as it is served (its bytes are read with {@link FileStore.open}). */
export interface StoredFile {
  id: string;
  path: string;
  tenantId: number;
  userId: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the bytes: the ETag. */
  sha256: string;
}

/** A file being written: chunks in, then `finish` makes it visible or `abort` removes it. */
export interface FileUpload {
  /** Bytes written so far. */
  readonly size: number;
  /** Writes `bytes` (any length) as they come; full chunks go to the store at once. */
  write(bytes: Buffer): Promise<void>;
  /** Writes the rest and names the file; from here on it is served. */
  finish(place: FilePlace): Promise<StoredFile>;
  /** Removes what was written (a refused or broken upload leaves nothing). */
  abort(): Promise<void>;
}

/**
 * Where uploaded files live (architecture §4 "Files … go through one storage interface").
 * One implementation, the database in chunks ({@link createDatabaseFileStore}); a directory or
 * an S3-compatible store would be another implementation of these calls.
 */
export interface FileStore {
  /** Starts a new file; nothing of it is visible until `finish`. */
  begin(file: NewFile): Promise<FileUpload>;
  /** The stored file at `path`, or null (unknown, still uploading, or not a path this store makes). */
  find(path: string): Promise<StoredFile | null>;
  /** Bytes `start`..`end` (inclusive) of a stored file, streamed one chunk at a time. */
  open(file: StoredFile, start?: number, end?: number): Readable;
  /** How many files `userId` has begun since `since` (the upload limit per hour). */
  countSince(userId: string, since: Date): Promise<number>;
}

/** A folder of a stored path: one to four segments of letters, digits, '_' and '-'. */
export const BIZ_PATTERN = /^[A-Za-z0-9_-]{1,32}(?:\/[A-Za-z0-9_-]{1,32}){0,3}$/;
/** A path this store can have made: a {@link BIZ_PATTERN} folder, 128 random bits in hex, an extension. */
export const STORED_PATH_PATTERN = /^[A-Za-z0-9_-]{1,32}(?:\/[A-Za-z0-9_-]{1,32}){0,3}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/**
 * On PGlite, chunks cross the driver as base64 text, decoded by the database: PGlite takes a
 * `bytea` parameter and answers a `bytea` column as hex text converted in JavaScript, 4.6 s per
 * 10 MiB written and 4.5 s read here, against 0.8 s and 0.3 s as base64 (and a third of the
 * garbage). pg sends a Buffer parameter as binary and parses `bytea` natively, so on PostgreSQL
 * the bytes go as they are (base64 there only added garbage: peak RSS 225 against 177 MiB at
 * 50 MiB, bench/upload-memory.ts). Each chunk goes as {@link PIECES} strings of 64 KiB of bytes
 * (about 87 K characters): V8 keeps a string under 128 KiB in its young generation, freed by
 * the cheap, frequent scavenges, where a longer one would wait in the large-object space for a
 * full collection and the process would grow with the file. PostgreSQL's base64 breaks lines,
 * which Buffer.from ignores.
 */
const PIECES = 4;
const PIECE_BYTES = FILE_CHUNK_BYTES / PIECES;
const encoded = (bytes: Buffer) => sql<Uint8Array>`(${sql.join(
  Array.from({ length: Math.ceil(bytes.length / PIECE_BYTES) || 1 }, (_, i) =>
    sql`decode(${bytes.subarray(i * PIECE_BYTES, (i + 1) * PIECE_BYTES).toString('base64')}, 'base64')`),
  sql` || `,
)})`;
/** The pieces of a chunk as base64 columns `p0`…`p3` (an empty string past the chunk's end). */
const decodedPieces = Array.from({ length: PIECES }, (_, i) => sql<string>`encode(substring(bytes from ${i * PIECE_BYTES + 1} for ${PIECE_BYTES}), 'base64')`.as(`p${i}`));

/**
 * The files in `sys_file` and `sys_file_chunk` (migration 0038): every process on the same
 * database reads what any of them received, and none holds more than a chunk of a file. A
 * file's chunks are written as they arrive, each its own statement (no transaction is held
 * open for the length of an upload: PGlite has one connection), under a row in state
 * 'uploading' that nothing serves; `finish` turns it 'stored' with its path, size and SHA-256
 * in one statement. A path holds 128 random bits, so it is not guessed, and is never reused.
 */
export function createDatabaseFileStore(db: Kysely<Database>, now: () => Date, engine: 'pglite' | 'postgres'): FileStore {
  const base64 = engine === 'pglite';
  return {
    async begin(file) {
      const { id } = await db.insertInto('sys_file').values({
        path: `~uploading/${randomBytes(16).toString('hex')}`, tenant_id: file.tenantId, user_id: file.userId,
        file_name: file.fileName, content_type: file.contentType, created_at: now(),
      }).returning('id').executeTakeFirstOrThrow();
      const hash = createHash('sha256');
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let seq = 0;
      let size = 0;
      const flush = async (bytes: Buffer) => {
        await db.insertInto('sys_file_chunk').values({ file_id: id, seq: seq++, bytes: base64 ? encoded(bytes) : bytes }).execute();
      };
      return {
        get size() { return size; },
        async write(bytes) {
          hash.update(bytes);
          size += bytes.length;
          pending.push(bytes);
          pendingBytes += bytes.length;
          if (pendingBytes < FILE_CHUNK_BYTES) return;
          let joined = Buffer.concat(pending, pendingBytes);
          while (joined.length >= FILE_CHUNK_BYTES) {
            await flush(joined.subarray(0, FILE_CHUNK_BYTES));
            joined = joined.subarray(FILE_CHUNK_BYTES);
          }
          pending = joined.length ? [Buffer.from(joined)] : [];
          pendingBytes = joined.length;
        },
        async finish(place) {
          if (pendingBytes > 0) await flush(Buffer.concat(pending, pendingBytes));
          pending = [];
          const path = `${place.biz}/${randomBytes(16).toString('hex')}.${place.extension}`;
          const sha256 = hash.digest('hex');
          await db.updateTable('sys_file').set({ path, size, sha256, state: 'stored' }).where('id', '=', id).execute();
          return { id, path, tenantId: file.tenantId, userId: file.userId, fileName: file.fileName, contentType: file.contentType, size, sha256 };
        },
        async abort() {
          pending = [];
          // The chunks go with their row (on delete cascade).
          await db.deleteFrom('sys_file').where('id', '=', id).execute();
        },
      };
    },
    async find(path) {
      if (!STORED_PATH_PATTERN.test(path)) return null;
      const row = await db.selectFrom('sys_file').select(['id', 'path', 'tenant_id', 'user_id', 'file_name', 'content_type', 'size', 'sha256'])
        .where('path', '=', path).where('state', '=', 'stored').executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id, path: row.path, tenantId: row.tenant_id, userId: row.user_id, fileName: row.file_name,
        contentType: row.content_type, size: row.size, sha256: row.sha256,
      };
    },
    open(file, start = 0, end = file.size - 1) {
      const chunkOf = (seq: number) => db.selectFrom('sys_file_chunk').where('file_id', '=', file.id).where('seq', '=', seq);
      const readBytes = async (seq: number) => {
        const row = await chunkOf(seq).select('bytes').executeTakeFirst();
        return row ? (Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes)) : null;
      };
      const readPieces = async (seq: number) => {
        const row = await chunkOf(seq).select(decodedPieces).executeTakeFirst() as Record<string, string> | undefined;
        return row ? Buffer.concat(decodedPieces.map((_, i) => Buffer.from(row[`p${i}`]!, 'base64'))) : null;
      };
      async function* chunks() {
        for (let seq = Math.floor(start / FILE_CHUNK_BYTES); seq * FILE_CHUNK_BYTES <= end; seq++) {
          const bytes = base64 ? await readPieces(seq) : await readBytes(seq);
          // A file removed while it is read ends the stream short (the client sees a broken download).
          if (!bytes) throw new Error(`file ${file.id} lost chunk ${seq} while being read`);
          const offset = seq * FILE_CHUNK_BYTES;
          yield bytes.subarray(Math.max(0, start - offset), Math.min(bytes.length, end - offset + 1));
        }
      }
      return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
    },
    async countSince(userId, since) {
      const row = await db.selectFrom('sys_file').select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId).where('created_at', '>=', since).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
