/**
 * A column that names stored files, by path (`<biz>/<32 hex>.<ext>`): held alone, as part of a
 * URL, inside JSON (an attachments list) or HTML (a rich-text body's `<img src>`). A stored file
 * whose path no such column holds is an orphan, removed after the grace period by the
 * 'clean-files' job (./orphan-files.ts).
 */
export interface FileReference {
  table: string;
  column: string;
}

/**
 * Every column that names stored files. **A module that keeps file paths in a new column adds
 * a line here**, or the clean-up removes its files a day after upload (the registry test,
 * server/modules/files/orphan-files.test.ts, checks each line names a real column).
 */
export const FILE_REFERENCES: readonly FileReference[] = [
  { table: 'users', column: 'avatar' },
  { table: 'articles', column: 'cover' },
  { table: 'articles', column: 'attachments' },
  { table: 'articles', column: 'body' },
  { table: 'folder_files', column: 'file_path' },
];
