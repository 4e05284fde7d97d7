import { msg } from '@lit/localize';
import { tenantResource } from '../../shared/resources/tenant.ts';
import { freezeTenantRow, isPlatformTenant, thawTenantRow } from '../../shared/resources/tenant-actions.ts';
import { passwordPolicyRule } from '../../shared/validation/index.ts';
import type { FormConfig } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

type Tenant = typeof tenantResource;

// 冻结 and 解冻 (their questions, the rows they apply to) come from the definition; the platform's own tenant is never changed.
const LIST: ListConfig<Tenant> = {
  columns: ['id', 'name', 'status', 'createTime'],
  canEdit: (tenant) => !isPlatformTenant(tenant),
  deleteQuestion: () => msg('确定删除此租户吗？其数据和只属于它的用户将一并删除。'),
  rowActions: [freezeTenantRow, thawTenantRow],
};

/**
 * Add: the tenant and its first administrator (widgets-admin §5 "Tenant form requires account, password,
 * confirmation, name, phone"); edit: its name, the state going back as it was (it changes by 冻结/解冻).
 * Labels, help, required marks, lengths, patterns and the number's range come from the definition.
 */
const FORM: FormConfig<Tenant> = {
  titles: { add: () => msg('新增租户'), edit: () => msg('编辑租户') },
  fields: [
    { key: 'tenantNumber', on: 'add', row: 'tenant' }, { key: 'name', row: 'tenant' }, { key: 'username', on: 'add' },
    // The policy is the server's password check, not a schema pattern; the confirmation's emptiness is the server's mismatch.
    { key: 'password', on: 'add', row: 'password', rules: [passwordPolicyRule], clears: ['confirmPassword'] },
    { key: 'confirmPassword', on: 'add', row: 'password', required: true, sameAs: 'password' },
    { key: 'realname', on: 'add', row: 'person' }, { key: 'phone', on: 'add', row: 'person' },
  ],
};

/**
 * Tenants (`/isystem/tenant`, widgets-admin §2, §3, §4 "Tenant state: normal or freeze"): the
 * kit's list page; adding one creates its first administrator; 冻结 and 解冻 ask first.
 * Only the platform tenant's administrator sees them (the server answers 403 elsewhere).
 * Its test ids are not "tenant-…": the shell's tenant switch owns those.
 */
export const TenantListPage = ({ meta }: MenuPageProps) => <ResourceListPage meta={meta} resource={tenantResource} list={LIST} form={FORM} testId="tenants" />;
