import type { FastifyRequest } from 'fastify';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { RequestScope } from '../../kit/request-scope.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import type { RegisteredResource } from '../../kit/resource-routes.ts';
import type { departmentResource } from '../../../shared/resources/department.ts';
import type { DepartmentRepository } from './department-repository.ts';

/**
 * Who may grant in a department (widgets-admin §6): an administrator (`system:depart:authorize`)
 * in any department of the tenant, a head in their own department; anybody else is told
 * 'ordinary employees currently do not have this permission' (403). The department must then
 * be one the caller sees on the department page (tenant and data rules), else 404 (for the
 * kit's actions, their own lookup of the rows).
 */
export function createDepartAccess(ctx: AppContext, departments: RegisteredResource<typeof departmentResource>, repository: DepartmentRepository) {
  const isAdmin = (request: FastifyRequest) =>
    ctx.permissions.userHas(sessionOf(request).userId, request.tenantId, PERMISSION_CODES.departAuthorize);

  async function visibleScope(request: FastifyRequest, departId: string): Promise<RequestScope> {
    const scope = await departments.scopeOf(request);
    if (!(await departments.repository.findById(scope, departId))) throw notFound();
    return scope;
  }

  /** Whether the caller of `scope` administers the tenant's departments (`system:depart:authorize`). */
  const administers = async (scope: RequestScope) => scope.may(PERMISSION_CODES.departAuthorize);

  return {
    isAdmin,
    administers,

    /** For a kit action: refuses (403, the department message) a caller who is neither an administrator nor, when `heads` may, a head of `departId`. */
    async mayGrant(scope: RequestScope, departId: string, { heads }: { heads: boolean }): Promise<void> {
      if (heads && (await repository.isHead(scope.userId, departId, scope.tenantId))) return;
      if (!(await administers(scope))) throw forbidden('departOrdinaryEmployee');
    },

    /** The caller's department-page scope, when `departId` is a department it sees; else 404. */
    visible: visibleScope,

    /** An administrator's scope on a visible department; 403 with the department message for anyone else. */
    async asAdmin(request: FastifyRequest, departId: string): Promise<RequestScope> {
      if (!(await isAdmin(request))) throw forbidden('departOrdinaryEmployee');
      return visibleScope(request, departId);
    },

    /** The scope of an administrator, or of a head of `departId`, on that visible department; 403 for anyone else. */
    async asGrantor(request: FastifyRequest, departId: string): Promise<RequestScope> {
      const head = await repository.isHead(sessionOf(request).userId, departId, request.tenantId);
      if (!head && !(await isAdmin(request))) throw forbidden('departOrdinaryEmployee');
      return visibleScope(request, departId);
    },
  };
}
/** The department access checks. */
export type DepartAccess = ReturnType<typeof createDepartAccess>;
