import { msg, str } from '@lit/localize';
import { useState } from 'react';
import type { RecordOf } from '../../shared/kit/index.ts';
import { departmentResource } from '../../shared/resources/department.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { GrantDrawer } from '../kit/GrantDrawer.tsx';
import { ResourceTreePage, type TreeConfig } from '../kit/ResourceTreePage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { departGrant, saveDepartGrant } from './depart/depart-api.ts';
import { departForm, departmentProvider } from './depart/depart-form.ts';

type Department = typeof departmentResource;

/**
 * Departments (`/isystem/depart`; widgets-admin §2, §3 "Organization", §6, §7 `/sys/sysDepart/*`)
 * on the kit's tree page: the tree a level at a time (`queryDepartTreeSync`) or searched by name
 * (`searchBy`); add a root or a child, edit (code given by the server, parent, type, contacts,
 * heads), delete one or several (the server refuses while users or children remain, and says
 * so), and the department's permissions (what its roles may be granted) in a drawer.
 */
export function DepartListPage({ meta }: MenuPageProps) {
  const [granting, setGranting] = useState<RecordOf<Department> | null>(null);
  // As JeecgBoot lays them out: 编辑, then 添加下级, 部门权限 and 删除 (under 更多 when there are more than two).
  const tree: TreeConfig<Department> = {
    columns: ['departName', 'orgCode', 'orgType', 'phone'],
    rowActions: [{ key: 'grant', label: () => msg('部门权限'), permission: PERMISSION_CODES.departAuthorize, run: async (row) => setGranting(row) }],
    deleteQuestion: (row) => msg(str`确定删除部门“${row.departName}”吗？`),
  };
  return (
    <ResourceTreePage meta={meta} resource={departmentResource} provider={departmentProvider} tree={tree} form={departForm} testId="org">
      <GrantDrawer open={!!granting} testId="org-grant-drawer" label={msg(str`部门权限：${granting?.departName ?? ''}`)}
        load={() => departGrant(granting!.id)} save={(checked, opened) => saveDepartGrant(granting!.id, checked, opened)}
        onClose={() => setGranting(null)} />
    </ResourceTreePage>
  );
}
