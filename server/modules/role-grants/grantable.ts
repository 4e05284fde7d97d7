import { PLATFORM_TENANT_ID } from '../../../shared/kit/resource.ts';
import type { AppContext } from '../../app-context.ts';
import type { PermissionRow } from '../../db/schema.ts';
import { forbidden } from '../../lib/app-error.ts';

/**
 * What a tenant may grant to its roles and departments: every menu and button, but outside
 * the platform not the platform-only pages (menus, permission groups, tenants, the SMS
 * outbox) nor what lies below them; their data is refused there anyway, so granting them
 * would only show a page that cannot load.
 */
export function createGrantable(ctx: AppContext) {
  return {
    /** The catalogue rows the tenant may grant, in menu order. */
    async rows(tenantId: number): Promise<PermissionRow[]> {
      const [rows, off] = await Promise.all([ctx.permissions.catalogue(), ctx.permissions.platformOnly()]);
      return tenantId !== PLATFORM_TENANT_ID && off.size ? rows.filter((row) => !off.has(row.id)) : [...rows];
    },
    /** Refuses (403 'platformOnly') a grant of anything the tenant may not grant. */
    async check(tenantId: number, ids: readonly string[]): Promise<void> {
      if (tenantId === PLATFORM_TENANT_ID || ids.length === 0) return;
      const off = await ctx.permissions.platformOnly();
      if (ids.some((id) => off.has(id))) throw forbidden('platformOnly');
    },
  };
}
/** What a tenant may grant (see {@link createGrantable}). */
export type Grantable = ReturnType<typeof createGrantable>;
