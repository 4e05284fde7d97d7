import { msg } from '@lit/localize';
import { permissionGroupResource } from '../../shared/resources/permission-group.ts';
import type { FormConfig } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

type PermissionGroup = typeof permissionGroupResource;

const LIST: ListConfig<PermissionGroup> = { columns: [{ key: 'name' }, { key: 'code' }, { key: 'description' }, { key: 'createTime' }] };

// Labels, required marks, lengths, the code's pattern and uniqueness come from the definition.
const FORM: FormConfig<PermissionGroup> = {
  titles: { add: () => msg('新增权限分组'), edit: () => msg('编辑权限分组') },
  fields: ['name', 'code', { key: 'description', widget: 'textarea' }],
};

/** Permission groups (widgets-admin §2, §3 "Permission group: name, code (unique), description"): the kit's list page. */
export function PermissionGroupListPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={permissionGroupResource} list={LIST} form={FORM} />;
}
