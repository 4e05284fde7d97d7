import { FOLDER_LEVELS } from '../../../shared/resources/folder.ts';
import type { Executor } from '../../kit/executor.ts';
import { folderLevelOf, folderOfFile, type FolderReader } from './folder-reach-repository.ts';

/** What a reader does with a stored file: look at it in the page (preview), or save it (`?download=1`). */
export type FileUse = 'view' | 'download';

/** What the folder rules say of one stored file for one reader: in no folder, or placed in one and allowed or refused. */
export type FolderRuling = 'unfiled' | 'allowed' | 'refused';

/**
 * The folder rules on a stored file of the reader's tenant (知识库, 公共资源): a file placed in a
 * folder is for who may view that folder (`view`) or download from it (`download`), or who
 * manages every folder (`managesEveryFolder`, asked only when the grants do not suffice). One
 * rule for reading a file (server/modules/files/file-access.ts) and for attaching one to an
 * article (server/modules/content/article-attachments.ts).
 */
export async function folderRuling(
  db: Executor, reader: FolderReader, path: string, use: FileUse, managesEveryFolder: () => Promise<boolean>,
): Promise<FolderRuling> {
  const folderId = await folderOfFile(db, reader.tenantId, path);
  if (!folderId) return 'unfiled';
  const needed = use === 'download' ? FOLDER_LEVELS.download : FOLDER_LEVELS.view;
  if ((await folderLevelOf(db, reader, folderId)) >= needed) return 'allowed';
  return (await managesEveryFolder()) ? 'allowed' : 'refused';
}
