import { FOLDER_LEVELS } from '../../../shared/resources/folder.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import type { StoredFile } from '../../lib/files/file-store-repository.ts';
import { folderLevelOf, folderOfFile } from '../../lib/folders/folder-reach-repository.ts';

/** Who asks to read a file: the signed-in user and the tenant they are working in. */
export interface FileReader {
  tenantId: number;
  userId: string;
}

/** What the reader does with it: look at it in the page (preview), or save it (`?download=1`). */
export type FileUse = 'view' | 'download';

/**
 * Whether `reader` may read `file` through `/sys/common/file/<path>`: the one place that
 * decides. Only in the tenant the file was uploaded in; a file placed in a folder (知识库,
 * 公共资源) only by who may view that folder (a preview) or download from it (`download`), or
 * who manages every folder. A refusal is answered as a missing file, 404, so a path does not
 * tell whether it exists.
 */
export async function mayReadFile(ctx: Pick<AppContext, 'db' | 'permissions'>, reader: FileReader, file: StoredFile, use: FileUse = 'view'): Promise<boolean> {
  if (reader.tenantId !== file.tenantId) return false;
  const folderId = await folderOfFile(ctx.db, file.tenantId, file.path);
  if (!folderId) return true;
  if (await ctx.permissions.userHas(reader.userId, reader.tenantId, PERMISSION_CODES.folderManage)) return true;
  const needed = use === 'download' ? FOLDER_LEVELS.download : FOLDER_LEVELS.view;
  return (await folderLevelOf(ctx.db, reader, folderId)) >= needed;
}
