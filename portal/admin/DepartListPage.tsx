import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { dictText, resourceMutators } from '../../shared/kit/index.ts';
import { resourceVersion } from '../../shared/kit/resource-version.ts';
import { usePermission } from '../../shared/permissions/index.ts';
import { departmentResource } from '../../shared/resources/department.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';
import { GrantDrawer } from '../kit/GrantDrawer.tsx';
import { ResourceFormDialog } from '../kit/ResourceFormDialog.tsx';
import { RowLinks } from '../kit/RowLinks.tsx';
import { ResourceTreeTable, type TreeColumn } from '../kit/ResourceTreeTable.tsx';
import { useDictItems } from '../kit/use-dict-items.ts';
import { usePendingAction } from '../kit/use-pending-action.ts';
import { useResourceForm } from '../kit/use-resource-form.ts';
import { useResourcePermissions, type ResourcePermissions } from '../kit/use-resource-permissions.ts';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { departGrant, departHeads, departLevel, saveDepartGrant, searchDeparts, type DepartRow } from './depart/depart-api.ts';
import { departForm, departLabel, departmentProvider, type DepartFormTarget } from './depart/depart-form.ts';
import '../kit/kit.css';
import './depart/depart.css';

const TEST_ID = 'org';

/** The department tree with its search, actions, form, confirmation and permission drawer. */
function DepartTree({ permissions }: { permissions: ResourcePermissions }) {
  const locale = useLocale();
  const canGrant = usePermission(PERMISSION_CODES.departAuthorize);
  const target = useRef<DepartFormTarget>({ editing: null, parent: null });
  const [form] = useState(() => departForm(() => target.current));
  const dialog = useResourceForm(departmentProvider, form);
  const confirm = usePendingAction();
  // Every save or delete of a department changes it: the tree reads again, keeping open what was open.
  const version = useStore(resourceVersion(departmentResource)).data;
  const orgTypes = useDictItems('org_type');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [granting, setGranting] = useState<DepartRow | null>(null);
  const mutators = resourceMutators(departmentProvider);
  const label = (key: keyof typeof departmentResource.fields) => departLabel(key, locale);

  const addUnder = (parent: DepartRow | null) => {
    target.current = { editing: null, parent: parent?.id ?? null };
    dialog.startAdd();
  };
  async function edit(row: DepartRow) {
    target.current = { editing: row.id, parent: null };
    // The heads are a field of the form; a department whose heads cannot be read opens with none.
    const heads = await departHeads(row.id).catch(() => []);
    dialog.startEdit({ ...row, heads } as DepartRow);
  }
  const remove = (row: DepartRow) => confirm.ask({
    question: msg(str`确定删除部门“${row.departName}”吗？`), danger: true, done: msg('删除成功'),
    run: () => mutators.deleteOne.run(row.id),
  });

  const columns: TreeColumn<DepartRow>[] = [
    { key: 'departName', title: label('departName'), render: (row) => <span data-testid="org-name">{row.departName}</span> },
    { key: 'orgCode', title: label('orgCode'), width: 140 },
    { key: 'orgType', title: label('orgType'), width: 100, render: (row) => dictText(orgTypes, row.orgType) },
    { key: 'phone', title: label('phone'), width: 140 },
  ];
  // As JeecgBoot lays them out: 编辑, then 添加下级, 部门权限 and 删除 (under 更多 when there are more than two).
  const actions = (row: DepartRow) => (
    <RowLinks moreTestId="org-more" links={[
      ...(permissions.edit ? [{ testId: 'org-edit', label: msg('编辑'), onClick: () => void edit(row) }] : []),
      ...(permissions.add ? [{ testId: 'org-add-child', label: msg('添加下级'), onClick: () => addUnder(row) }] : []),
      ...(canGrant ? [{ testId: 'org-grant', label: msg('部门权限'), onClick: () => setGranting(row) }] : []),
      ...(permissions.delete ? [{ testId: 'org-delete', label: msg('删除'), danger: true, onClick: () => remove(row) }] : []),
    ]} />
  );

  return (
    <div className="depart-tree" data-testid="org-list">
      <form className="depart-bar" role="search" onSubmit={(event) => { event.preventDefault(); setKeyword(draft.trim()); }}>
        <SlInput label={label('departName')} value={draft} placeholder={msg('请输入部门名称')} clearable data-testid="org-keyword"
          onSlInput={(event) => setDraft(String((event.target as HTMLInputElement).value))}
          onSlClear={() => { setDraft(''); setKeyword(''); }} />
        <SlButton type="submit" variant="primary" data-testid="org-search">{msg('查询')}</SlButton>
        <SlButton data-testid="org-reset" onClick={() => { setDraft(''); setKeyword(''); }}>{msg('重置')}</SlButton>
        {permissions.add ? <SlButton variant="primary" data-testid="org-add" onClick={() => addUnder(null)}>{msg('新增')}</SlButton> : null}
      </form>
      {keyword ? <p className="depart-roles-hint" data-testid="org-searching">{msg(str`名称含“${keyword}”的部门`)}</p> : null}
      {version === undefined ? null : (
        <ResourceTreeTable<DepartRow> columns={columns} rowActions={permissions.add || permissions.edit || permissions.delete || canGrant ? actions : undefined}
          loadRoots={() => (keyword ? searchDeparts(keyword) : departLevel())} loadChildren={(id) => departLevel(String(id))}
          reloadKey={`${version}|${keyword}`} />
      )}
      <ResourceFormDialog state={dialog} testId={TEST_ID} />
      <ConfirmDialog state={confirm} testId={TEST_ID} />
      <GrantDrawer open={!!granting} testId="org-grant-drawer" label={msg(str`部门权限：${granting?.departName ?? ''}`)}
        load={() => departGrant(granting!.id)} save={(checked, opened) => saveDepartGrant(granting!.id, checked, opened)}
        onClose={() => setGranting(null)} />
    </div>
  );
}

/**
 * Departments (`/isystem/depart`; widgets-admin §2, §3 "Organization", §6, §7 `/sys/sysDepart/*`):
 * the tree, loaded a level at a time (`queryDepartTreeSync`) or searched by name (`searchBy`);
 * add a root or a child, edit (code given by the server, parent, type, contacts, heads), delete
 * (the server refuses while users or children remain, and says so), and the department's
 * permissions (what its roles may be granted) in a drawer.
 */
export function DepartListPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  const permissions = useResourcePermissions(departmentResource);
  return (
    <PageView title={menuTitle(meta, locale)}>
      {permissions.list ? <DepartTree permissions={permissions} /> : (
        <SlAlert variant="warning" open data-testid="org-forbidden">{msg('抱歉，您无权查看此页面。')}</SlAlert>
      )}
    </PageView>
  );
}
