import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.ts';

/** A folder of the knowledge base or the common resources (migration 0039; shared/resources/folder.ts). */
export interface FoldersTable {
  id: Generated<string>;
  tenant_id: number;
  parent_id: string | null;
  name: string;
  /** 'knowledge' or 'resources': the page whose tree holds it. */
  space: string;
  sort_no: ColumnType<number, number | undefined, number>;
  created_by: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A grant on a folder (and the folders below it) to a user, a role or a department: level 1 viewable, 2 downloadable, 3 manageable. */
export interface FolderGrantsTable {
  tenant_id: number;
  folder_id: string;
  /** 'user', 'role' or 'depart'. */
  subject_type: string;
  subject_id: string;
  level: number;
}

/** A stored file placed in a folder: what the folder lists, and what decides who reads the file. */
export interface FolderFilesTable {
  id: Generated<string>;
  tenant_id: number;
  folder_id: string;
  title: string;
  /** The file store's path (`<biz>/<32 hex>.<ext>`), in at most one folder. */
  file_path: string;
  size: number;
  content_type: string;
  uploaded_by: string;
  uploader_name: string;
  created_at: CreatedAt;
}
