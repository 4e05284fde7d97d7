import { FOLDER_DEPTH_MAX, FOLDER_LEVELS, folderResource } from '../../../shared/resources/folder.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { folderLevels } from '../../lib/folders/folder-reach-repository.ts';
import { bindTable } from '../../kit/table-binding.ts';
import type { RequestScope } from '../../kit/request-scope.ts';
import type { Executor } from '../../kit/executor.ts';
import { depthOf, folderRow, folderSees, heightOf, holdsAnything, levelOn } from './folder-repository.ts';

/** Refuses unless the request manages folder `id` (a grant of manageable on it or above, or `cms:folder:manage`). */
export async function assertManages(db: Executor, scope: RequestScope, id: string): Promise<void> {
  if ((await levelOn(db, scope, id)) < FOLDER_LEVELS.manage) throw forbidden('folderNotManager');
}

/**
 * Where folders live (issue 24): one tree per space in `folders`, owned by tenant column. Every
 * signed-in user lists the folders their grants reach (`folderSees`); holders of
 * `cms:folder:manage` see and change all. The kit's add, edit and delete need only a session
 * (`rowWrites`): here a folder is changed only by who manages it, added only under a folder
 * they manage (a root, or a move to the top, by administrators only), never deeper than
 * {@link FOLDER_DEPTH_MAX}, and deleted only empty. A subfolder is in its parent's space; a
 * folder's space never changes. The kit refuses a move under the folder itself or below it.
 */
export function folderTable(ctx: AppContext) {
  return bindTable({
    resource: folderResource,
    table: 'folders',
    columns: { id: 'id', parentId: 'parent_id', name: 'name', space: 'space', sortNo: 'sort_no', createTime: 'created_at' },
    tenant: 'column',
    readers: { manage: PERMISSION_CODES.folderManage, sees: folderSees, rowWrites: true },

    async beforeChange(tx, ids, scope, action) {
      for (const id of ids) await assertManages(tx, scope, id);
      if (action === 'delete' && (await holdsAnything(tx, ids))) throw badRequest('folderNotEmpty');
    },

    async toRow(input, scope, mode, tx) {
      const parent = input.parentId as string | null | undefined;
      const row: Record<string, unknown> = { name: input.name.trim(), sort_no: input.sortNo, updated_at: ctx.now() };
      if (mode === 'add') Object.assign(row, { space: input.space, created_by: scope.userId, created_at: ctx.now() });
      if (parent === undefined) return row;
      row.parent_id = parent;
      if (parent === null) {
        if (!scope.manages) throw forbidden('folderRootAdminOnly');
        return row;
      }
      await assertManages(tx, scope, parent);
      if (mode === 'add') row.space = (await folderRow(tx, scope.tenantId, parent))!.space;
      return row;
    },

    // Where a folder lands is checked once it is written (an edit's input does not carry its id).
    async afterWrite(tx, id, input, scope) {
      const parent = input.parentId as string | null | undefined;
      if (!parent) return;
      const [self, above] = [await folderRow(tx, scope.tenantId, id), await folderRow(tx, scope.tenantId, parent)];
      if (self?.space !== above?.space) throw badRequest('folderSpaceMismatch');
      if ((await depthOf(tx, id)) + (await heightOf(tx, scope.tenantId, id)) - 1 > FOLDER_DEPTH_MAX) throw badRequest('folderTooDeep', { max: FOLDER_DEPTH_MAX });
    },

    async decorate(db, records, scope) {
      const levels = scope.manages ? null : await folderLevels(db, scope);
      for (const record of records) record.level = levels ? (levels.get(String(record.id)) ?? 0) : FOLDER_LEVELS.manage;
    },
  });
}
