import { msg } from '@lit/localize';
import { useMemo, useState } from 'react';
import type { RecordOf } from '../../shared/kit/index.ts';
import { ADMIN_ROLE_CODE, roleResource } from '../../shared/resources/role.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import type { FormConfig } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { RoleGrantDrawer } from './RoleGrantDrawer.tsx';

type RoleResource = typeof roleResource;
type Role = RecordOf<RoleResource>;

/** The role list; `authorise` opens the authorisation drawer of a row. */
function roleList(authorise: (role: Role) => void): ListConfig<RoleResource> {
  return {
    columns: [{ key: 'roleName' }, { key: 'roleCode' }, { key: 'description' }, { key: 'createTime' }],
    rowActions: [{
      key: 'authorize', label: () => msg('授权'), permission: PERMISSION_CODES.roleAuthorize, variant: 'primary',
      run: async (role) => authorise(role),
    }],
    // The server refuses it too: without its administrator role a tenant would be locked out.
    canDelete: (role) => role.roleCode !== ADMIN_ROLE_CODE,
  };
}

// Labels, required marks, lengths (name 2-30, code 64, description 126), the code's pattern and uniqueness come from the definition.
const FORM: FormConfig<RoleResource> = {
  titles: { add: () => msg('新增角色'), edit: () => msg('编辑角色') },
  fields: ['roleName', 'roleCode', { key: 'description', widget: 'textarea' }],
};

/** Roles (widgets-admin §2 "role", §5, §6): the kit's list page, and the authorisation drawer of a row. */
export function RoleListPage({ meta }: MenuPageProps) {
  const [authorising, setAuthorising] = useState<Role | null>(null);
  const list = useMemo(() => roleList(setAuthorising), []);
  return (
    <>
      <ResourceListPage meta={meta} resource={roleResource} list={list} form={FORM} />
      <RoleGrantDrawer role={authorising} onClose={() => setAuthorising(null)} />
    </>
  );
}
