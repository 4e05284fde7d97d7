import type { FieldSpec } from '../../shared/kit/field.ts';
import type { Resource } from '../../shared/kit/resource.ts';
import type { Executor, TableBinding } from './table-binding.ts';
import { isTaken } from './unique-check.ts';

/**
 * The kit resources a server registered, by their duplicate-check table name: what
 * `/sys/duplicate/check` may answer for besides its fixed allowlist. Only fields declared
 * `unique` can be checked: they are the ones whose answer the form needs. Also by menu page:
 * a data rule on a menu is checked against the fields of its page's resource.
 */
export function createResourceRegistry() {
  const byTable = new Map<string, TableBinding<Resource>>();
  const byPage = new Map<string, TableBinding<Resource>>();
  return {
    add(binding: TableBinding<Resource>) {
      byTable.set(binding.resource.tableName, binding);
      byPage.set(binding.resource.page, binding);
    },
    /** The binding registered under the duplicate-check table name `tableName`, if any. */
    bindingOf(tableName: string): TableBinding<Resource> | undefined {
      return byTable.get(tableName);
    },
    /** The resource whose menu page (component name) is `page`, if one is registered. */
    byPage(page: string): TableBinding<Resource> | undefined {
      return byPage.get(page);
    },
    /** Whether the menu page (component name) `page` shows a resource of the platform alone (no tenant). */
    isPlatformPage(page: string): boolean {
      return byPage.get(page)?.tenant === 'none';
    },
    /**
     * Whether `value` is free in a unique field of a registered resource, other than in
     * record `dataId`; `undefined` when `tableName` is not a kit resource's, or the field is
     * not one of its unique fields (the fixed allowlist, which knows some tables by their
     * columns' names, then answers or refuses). Empty values are free.
     */
    async isAvailable(db: Executor, q: { tableName: string; fieldName: string; fieldVal?: string; dataId?: string }, tenantId: number): Promise<boolean | undefined> {
      const binding = byTable.get(q.tableName);
      if (!binding) return undefined;
      const field: FieldSpec | undefined = Object.hasOwn(binding.resource.fields, q.fieldName)
        ? (binding.resource.fields as Record<string, FieldSpec | undefined>)[q.fieldName] : undefined;
      const column = (binding.columns as Record<string, string | undefined>)[q.fieldName];
      if (!field?.unique || !column) return undefined;
      if (!q.fieldVal?.trim()) return true;
      return !(await isTaken(db, binding, tenantId, column, field, q.fieldVal.trim(), q.dataId ?? null));
    },
  };
}
export type ResourceRegistry = ReturnType<typeof createResourceRegistry>;
