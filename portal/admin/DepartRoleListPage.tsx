import { msg, str } from '@lit/localize';
import { useState } from 'react';
import type { RecordOf } from '../../shared/kit/index.ts';
import { usePermission } from '../../shared/permissions/index.ts';
import { departRoleResource } from '../../shared/resources/depart-role.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { noChineseRule } from '../../shared/validation/index.ts';
import type { FormConfig } from '../kit/form-config.ts';
import { GrantDrawer } from '../kit/GrantDrawer.tsx';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { departRoleGrant, saveDepartRoleGrant, type DepartRow } from './depart/depart-api.ts';
import { DepartPicker } from './depart/DepartPicker.tsx';
import './depart/depart.css';

type DepartRole = typeof departRoleResource;

/**
 * The add/edit form (widgets-admin §5 "Department role similar"): labels, lengths, the code's characters and uniqueness
 * from the definition; a code in Chinese is told so first. The department is the one the list is pinned to.
 */
const FORM: FormConfig<DepartRole> = {
  titles: { add: () => msg('新增部门角色'), edit: () => msg('编辑部门角色') },
  fields: ['roleName', { key: 'roleCode', rules: [noChineseRule] }, { key: 'description', widget: 'textarea' }],
};

/**
 * Department roles (widgets-admin §6 "department roles too", §7 `/sys/sysDepartRole/*`,
 * `/sys/sysDepartPermission/*`): choose a department in the tree beside the list (it pins the
 * list), then list, add, edit and delete its roles, and authorise a role within what its
 * department may grant. Who may grant is the server's to say (an administrator, or a head of
 * the department): it answers the others 'ordinary employees currently do not have this permission'.
 */
export function DepartRoleListPage({ meta }: MenuPageProps) {
  const wholeTree = usePermission(PERMISSION_CODES.departList);
  const [depart, setDepart] = useState<DepartRow | null>(null);
  const [granting, setGranting] = useState<RecordOf<DepartRole> | null>(null);
  return (
    <ResourceListPage meta={meta} resource={departRoleResource} form={FORM} testId="depart-role"
      list={{ columns: ['roleName', 'roleCode', 'description', 'createTime'], rowActions: [{ key: 'grant', label: () => msg('授权'), run: async (role) => setGranting(role) }] }}
      aside={<DepartPicker chosen={depart?.id ?? null} onChoose={setDepart} wholeTree={wholeTree} />}
      pinned={depart && { departId: depart.id }} pending={<p className="depart-roles-hint" data-testid="depart-role-choose">{msg('请先选择一个部门')}</p>}
      heading={depart && <h2 className="depart-roles-title" data-testid="depart-role-title">{msg(str`${depart.departName} 的部门角色`)}</h2>}>
      <GrantDrawer open={!!granting} testId="depart-role-grant-drawer" label={msg(str`角色授权：${granting?.roleName ?? ''}`)}
        load={() => departRoleGrant(depart!.id, granting!.id)} save={(checked, opened) => saveDepartRoleGrant(granting!.id, checked, opened)}
        onClose={() => setGranting(null)} />
    </ResourceListPage>
  );
}
