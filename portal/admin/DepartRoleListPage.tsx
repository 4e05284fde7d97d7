import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import { useState } from 'react';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { createListStore, dataProviderFor, type RecordOf } from '../../shared/kit/index.ts';
import { usePermission } from '../../shared/permissions/index.ts';
import { departRoleResource } from '../../shared/resources/depart-role.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { noChineseRule } from '../../shared/validation/index.ts';
import type { FormConfig } from '../kit/form-config.ts';
import { GrantDrawer } from '../kit/GrantDrawer.tsx';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceList } from '../kit/ResourceList.tsx';
import { useResourcePermissions } from '../kit/use-resource-permissions.ts';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { departRoleGrant, saveDepartRoleGrant, type DepartRow } from './depart/depart-api.ts';
import { DepartPicker } from './depart/DepartPicker.tsx';
import '../kit/kit.css';
import './depart/depart.css';

type DepartRole = typeof departRoleResource;

/**
 * The add/edit form of a role of `departId` (widgets-admin §5 "Department role similar"): labels, lengths (name 2–30, code ≤ 64,
 * description ≤ 126), the code's characters and uniqueness from the definition; a code in Chinese is told so first.
 */
function roleForm(departId: string): FormConfig<DepartRole> {
  return {
    titles: { add: () => msg('新增部门角色'), edit: () => msg('编辑部门角色') },
    fields: ['roleName', { key: 'roleCode', rules: [noChineseRule] }, { key: 'description', widget: 'textarea' }],
    toInput: (values) => ({
      departId, roleName: String(values.roleName ?? '').trim(), roleCode: String(values.roleCode ?? '').trim(),
      description: String(values.description ?? '').trim(),
    }),
  };
}

const provider = dataProviderFor(departRoleResource);

/**
 * The roles of one department: the kit's list pinned to it (查询 and 重置 keep it; keyed by the
 * department, so another choice makes a new list), with 授权 opening the role's authorisation.
 */
function DepartRoles({ meta, depart }: MenuPageProps & { depart: DepartRow }) {
  const permissions = useResourcePermissions(departRoleResource);
  const [form] = useState(() => roleForm(depart.id));
  const [store] = useState(() => createListStore(provider, { pinned: { departId: depart.id } }));
  const [granting, setGranting] = useState<RecordOf<DepartRole> | null>(null);
  const list: ListConfig<DepartRole> = {
    columns: [{ key: 'roleName' }, { key: 'roleCode' }, { key: 'description' }, { key: 'createTime' }],
    // The tree beside the list chooses the department.
    filters: { departId: { hidden: true } },
    // Who may grant is the server's to say (an administrator, or a head of this department): it answers the others.
    rowActions: [{ key: 'grant', label: () => msg('授权'), run: async (role) => setGranting(role) }],
  };
  return (
    <section className="depart-roles" aria-labelledby="depart-roles-title">
      <h2 id="depart-roles-title" className="depart-roles-title" data-testid="depart-role-title">{msg(str`${depart.departName} 的部门角色`)}</h2>
      <ResourceList meta={meta} resource={departRoleResource} provider={provider} list={list} form={form} testId="depart-role"
        permissions={permissions} store={store} />
      <GrantDrawer open={!!granting} testId="depart-role-grant-drawer" label={msg(str`角色授权：${granting?.roleName ?? ''}`)}
        load={() => departRoleGrant(depart.id, granting!.id)} save={(checked, opened) => saveDepartRoleGrant(granting!.id, checked, opened)}
        onClose={() => setGranting(null)} />
    </section>
  );
}

/**
 * Department roles (widgets-admin §6 "department roles too", §7 `/sys/sysDepartRole/*`,
 * `/sys/sysDepartPermission/*`): choose a department in the tree, then list, add, edit and
 * delete its roles, and authorise a role within what its department may grant. Only an
 * administrator or a head of the department may authorise; the server tells anyone else
 * 'ordinary employees currently do not have this permission'. The tree and the roles stack on a phone.
 */
export function DepartRoleListPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  const permissions = useResourcePermissions(departRoleResource);
  const wholeTree = usePermission(PERMISSION_CODES.departList);
  const [depart, setDepart] = useState<DepartRow | null>(null);
  return (
    <PageView title={menuTitle(meta, locale)}>
      {permissions.list ? (
        <div className="depart-split" data-testid="depart-role-page">
          <DepartPicker chosen={depart?.id ?? null} onChoose={setDepart} wholeTree={wholeTree} />
          {depart ? <DepartRoles key={depart.id} meta={meta} depart={depart} /> : (
            <p className="depart-roles-hint" data-testid="depart-role-choose">{msg('请先选择一个部门')}</p>
          )}
        </div>
      ) : (
        <SlAlert variant="warning" open data-testid="depart-role-forbidden">{msg('抱歉，您无权查看此页面。')}</SlAlert>
      )}
    </PageView>
  );
}
