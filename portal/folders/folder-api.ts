import { del, get, post, put, request, type DownloadedFile } from '../../shared/api/index.ts';
import type { TreeNode } from '../../shared/kit/tree.ts';
import type { Folder, FolderContents, FolderFile, FolderGrant } from '../../shared/resources/folder.ts';
import { UPLOAD_PATHS } from '../../shared/schemas/upload.ts';

/** A folder of the tree as the server answers it (the kit's tree contract). */
export type FolderNode = TreeNode<Folder>;
/** Who a grant may name, as the grants dialog searches them. */
export interface Grantee {
  id: string;
  name: string;
}

/** The calls of folders with permissions (server/modules/folders/routes.ts), one function each. */
export const folderApi = {
  /** The folders of a space the reader may view, nested. */
  tree: (space: string) => get<FolderNode[]>('/cms/folder/queryTreeList', { space }),
  /** A folder's articles and files (with `key`: those of it and below that match). */
  contents: (folderId: string, key = '') => get<FolderContents>('/cms/folder/contents', { folderId, key }),
  grants: (folderId: string) => get<FolderGrant[]>('/cms/folder/grants', { folderId }),
  saveGrants: (folderId: string, grants: Pick<FolderGrant, 'subjectType' | 'subjectId' | 'level'>[]) =>
    put<FolderGrant[]>('/cms/folder/grants', { folderId, grants }),
  grantees: (type: FolderGrant['subjectType'], key: string) => get<Grantee[]>('/cms/folder/grantees', { type, key }),
  add: (input: { name: string; parentId?: string; space: string }) => post<Folder>('/cms/folder/add', { ...input, sortNo: 0 }),
  rename: (folder: Folder, name: string) => put<Folder>('/cms/folder/edit', { id: folder.id, name, space: folder.space, sortNo: folder.sortNo }),
  remove: (id: string) => del<null>('/cms/folder/delete', { id }),
  addFile: (folderId: string, filePath: string, title: string) => post<FolderFile>('/cms/folder/file/add', { folderId, filePath, title }),
  removeFile: (id: string) => del<null>('/cms/folder/file/delete', { id }),
  /** A folder's file with the reader's session: to preview (`view`) or to save (`download`, which needs downloadable). */
  file: (file: Pick<FolderFile, 'filePath'>, use: 'view' | 'download'): Promise<DownloadedFile> =>
    request(`${UPLOAD_PATHS.file}/${file.filePath.split('/').map(encodeURIComponent).join('/')}`, { as: 'file', ...(use === 'download' ? { query: { download: '1' } } : {}) }),
};
