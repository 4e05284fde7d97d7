import type { Text } from './text.ts';

/** The messages of folders with permissions (issue 24): server/modules/folders. Part of MESSAGES (messages.ts). */
export const FOLDER_MESSAGES = {
  articleFolderInvalid: { cn: '所属文件夹无效：请选择知识库中的文件夹', en: 'Invalid folder: choose a folder of the knowledge base', tc: '所屬文件夾無效：請選擇知識庫中的文件夾' },
  folderNotManager: { cn: '您没有管理该文件夹的权限', en: 'You may not manage this folder', tc: '您沒有管理該文件夾的權限' },
  folderRootAdminOnly: { cn: '只有管理员可以创建或移动顶层文件夹', en: 'Only administrators add or move top-level folders', tc: '只有管理員可以創建或移動頂層文件夾' },
  folderSpaceMismatch: { cn: '文件夹必须与上级文件夹属于同一栏目', en: 'A folder belongs to the same space as its parent', tc: '文件夾必須與上級文件夾屬於同一欄目' },
  folderTooDeep: { cn: '文件夹层级不能超过 {max} 层', en: 'Folders nest at most {max} levels deep', tc: '文件夾層級不能超過 {max} 層' },
  folderNotEmpty: {
    cn: '文件夹不为空，请先删除其中的子文件夹、文章和文件', en: 'The folder is not empty: remove its subfolders, articles and files first', tc: '文件夾不為空，請先刪除其中的子文件夾、文章和文件',
  },
  folderGranteeUnknown: { cn: '授权对象不存在', en: 'Who the permission is for does not exist', tc: '授權對象不存在' },
  folderGrantDuplicate: { cn: '同一对象只能授权一次', en: 'Each user, role or department can be granted once', tc: '同一對象只能授權一次' },
  folderGrantsSaved: { cn: '权限保存成功', en: 'Permissions saved', tc: '權限保存成功' },
  folderFileUnknown: { cn: '文件不存在或尚未上传完成', en: 'The file does not exist or has not finished uploading', tc: '文件不存在或尚未上傳完成' },
  folderFileTaken: { cn: '该文件已在文件夹中', en: 'This file is already in a folder', tc: '該文件已在文件夾中' },
  folderFileAdded: { cn: '文件添加成功', en: 'File added', tc: '文件添加成功' },
  folderFileDeleted: { cn: '文件删除成功', en: 'File deleted', tc: '文件刪除成功' },
} satisfies Record<string, Text>;
