import { Type, type Static } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import type { LocalizedText } from '../schemas/localized-text.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/** The trees of folders: 知识库 `/knowledge` (articles and files) and 公共资源 `/resources` (files). */
export const FOLDER_SPACES: Record<string, LocalizedText> = {
  knowledge: { cn: '知识库', en: 'Knowledge base', tc: '知識庫' },
  resources: { cn: '公共资源', en: 'Common resources', tc: '公共資源' },
};

/**
 * The levels of a grant on a folder (widgets-admin §3 "Folder permission labels: manageable,
 * downloadable, viewable"), each holding the ones below it: viewable lists the folder and
 * previews its files and articles; downloadable downloads its files too; manageable changes
 * the folder, its subfolders, files and grants. A grant holds for the folders below.
 */
export const FOLDER_LEVELS = { none: 0, view: 1, download: 2, manage: 3 } as const;
/** A level of a grant (1–3). */
export type FolderLevel = (typeof FOLDER_LEVELS)[keyof typeof FOLDER_LEVELS];
/** Who a grant is to: a user, a role, or a department (and its members, and those of the departments below it). */
export const FolderSubjectSchema = Type.Union([Type.Literal('user'), Type.Literal('role'), Type.Literal('depart')]);
/** Who a grant may be to, in the order the grants dialog offers them. */
export const FOLDER_SUBJECTS = ['user', 'role', 'depart'] as const satisfies readonly Static<typeof FolderSubjectSchema>[];

/** Deepest folder tree: a root and this many levels below it. */
export const FOLDER_DEPTH_MAX = 8;

/** A folder as its readers see it: `level` is what the reader may do there (0 for none). */
export const FolderSchema = Type.Object({
  id: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  space: Type.String(),
  sortNo: Type.Integer(),
  /** The reader's level here (inherited from the folders above; 3 for administrators). */
  level: Type.Integer(),
  createTime: Type.String(),
});
export type Folder = Static<typeof FolderSchema>;

/** What add and edit take; an edit without `parentId` keeps the folder where it is, '' makes it a root. */
export const FolderInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  parentId: Type.Optional(Type.String({ maxLength: 64 })),
  space: Type.Enum(Object.keys(FOLDER_SPACES), { default: 'knowledge' }),
  sortNo: Type.Integer({ minimum: 0, maximum: 99_999, default: 0 }),
});

/**
 * Folders with permissions on the kit (issue 24, `/cms/folder/*`): a tree by `parentId` (the
 * kit's tree contract, `queryTreeList` with the list's filters, e.g. `space`). Every signed-in
 * user lists the folders they may view; holders of `cms:folder:manage` see and change all, a
 * user with manageable on a folder changes it and adds below it (server/modules/folders).
 */
export const folderResource = defineResource({
  name: 'folder',
  title: { cn: '文件夹', en: 'Folders', tc: '文件夾' },
  basePath: '/cms/folder',
  tableName: 'cms_folder',
  page: 'Knowledge',
  record: FolderSchema,
  input: FolderInputSchema,
  fields: {
    name: { label: { cn: '文件夹名称', en: 'Folder name', tc: '文件夾名稱' }, kind: 'text', sortable: true, filter: 'like', query: true },
    space: { label: { cn: '所属栏目', en: 'Space', tc: '所屬欄目' }, kind: 'text', filter: 'eq', query: true, options: FOLDER_SPACES },
    parentId: { label: { cn: '上级文件夹', en: 'Parent folder', tc: '上級文件夾' }, kind: 'text', filter: 'eq', query: true, list: false },
    sortNo: { label: { cn: '排序', en: 'Sort', tc: '排序' }, kind: 'integer', sortable: true },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true },
  },
  permissions: {
    list: PERMISSION_CODES.folderManage, add: PERMISSION_CODES.folderManage, edit: PERMISSION_CODES.folderManage, delete: PERMISSION_CODES.folderManage,
  },
  defaultSort: { column: 'sortNo', order: 'asc' },
  tieBreak: 'name',
  tree: { parentField: 'parentId', titleField: 'name', routes: { tree: 'queryTreeList' } },
});

/** A grant on a folder as the grants dialog reads and writes it. */
export const FolderGrantSchema = Type.Object({
  subjectType: FolderSubjectSchema,
  subjectId: Type.String({ minLength: 1, maxLength: 64 }),
  level: Type.Integer({ minimum: 1, maximum: 3 }),
});
/** A grant with the name of who it is to. */
export const FolderGrantViewSchema = Type.Object({ ...FolderGrantSchema.properties, subjectName: Type.String() });
export type FolderGrant = Static<typeof FolderGrantViewSchema>;
/** Most grants on one folder. */
export const FOLDER_GRANTS_MAX = 200;

/** A file in a folder as the folder lists it; `url` is the file store's (`/sys/common/file/<path>`). */
export const FolderFileSchema = Type.Object({
  id: Type.String(),
  folderId: Type.String(),
  title: Type.String(),
  filePath: Type.String(),
  size: Type.Number(),
  contentType: Type.String(),
  uploaderName: Type.String(),
  createTime: Type.String(),
});
export type FolderFile = Static<typeof FolderFileSchema>;

/** A knowledge article as its folder lists it. */
export const FolderArticleSchema = Type.Object({
  id: Type.String(),
  folderId: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  releaseTime: Type.Union([Type.String(), Type.Null()]),
});
export type FolderArticle = Static<typeof FolderArticleSchema>;

/** What `GET /cms/folder/contents` answers: the folder (with the reader's level), its articles and files. */
export const FolderContentsSchema = Type.Object({
  folder: FolderSchema,
  articles: Type.Array(FolderArticleSchema),
  files: Type.Array(FolderFileSchema),
});
export type FolderContents = Static<typeof FolderContentsSchema>;
