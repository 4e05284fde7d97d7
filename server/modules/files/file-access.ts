import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import type { StoredFile } from '../../lib/files/file-store-repository.ts';
import { folderRuling, type FileUse } from '../../lib/folders/folder-file-rule.ts';
import { attachedToReadableArticle } from '../content/index.ts';

export type { FileUse };

/** Who asks to read a file: the signed-in user and the tenant they are working in. */
export interface FileReader {
  tenantId: number;
  userId: string;
}

/**
 * Whether `reader` may read `file` through `/sys/common/file/<path>`: the one place that
 * decides. Only in the tenant the file was uploaded in; a file placed in a folder (知识库,
 * 公共资源) only by who may view that folder (a preview) or download from it (`download`), or
 * who manages every folder, or who may see a released article that names it among its
 * attachments (its author could download it: server/modules/content/article-attachments.ts).
 * A refusal is answered as a missing file, 404, so a path does not tell whether it exists.
 */
export async function mayReadFile(ctx: Pick<AppContext, 'db' | 'permissions'>, reader: FileReader, file: StoredFile, use: FileUse = 'view'): Promise<boolean> {
  if (reader.tenantId !== file.tenantId) return false;
  const managesEveryFolder = () => ctx.permissions.userHas(reader.userId, reader.tenantId, PERMISSION_CODES.folderManage);
  if ((await folderRuling(ctx.db, reader, file.path, use, managesEveryFolder)) !== 'refused') return true;
  return attachedToReadableArticle(ctx, reader, file.path);
}
