import { msg } from '@lit/localize';
import { permissionGroupResource } from '../../shared/resources/permission-group.ts';
import { maxLengthRule, type FieldRule } from '../../shared/validation/index.ts';
import type { FormConfig } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

type PermissionGroup = typeof permissionGroupResource;

/** A group code is an identifier: letters, digits and _ : . - (as the server's schema). */
const groupCodeRule: FieldRule = (value) => (!value.trim() || /^[A-Za-z0-9_:.-]+$/.test(value.trim()) ? null : msg('只允许字母、数字和 _ : . -'));

const LIST: ListConfig<PermissionGroup> = {
  columns: [{ key: 'name' }, { key: 'code' }, { key: 'description' }, { key: 'createTime' }],
};

const FORM: FormConfig<PermissionGroup> = {
  titles: { add: () => msg('新增权限分组'), edit: () => msg('编辑权限分组') },
  fields: [
    { key: 'name', label: () => msg('分组名称'), widget: 'input', required: true, maxlength: 100, rules: [maxLengthRule(100)] },
    { key: 'code', label: () => msg('分组编码'), widget: 'input', required: true, maxlength: 64, unique: true, rules: [groupCodeRule, maxLengthRule(64)] },
    { key: 'description', label: () => msg('描述'), widget: 'textarea', maxlength: 500, rules: [maxLengthRule(500)] },
  ],
};

/** Permission groups (widgets-admin §2, §3 "Permission group: name, code (unique), description"): the kit's list page. */
export function PermissionGroupListPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={permissionGroupResource} list={LIST} form={FORM} />;
}
