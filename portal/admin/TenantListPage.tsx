import { msg } from '@lit/localize';
import { dataProviderFor, resourceMutators, type RecordOf } from '../../shared/kit/index.ts';
import { PLATFORM_TENANT_ID } from '../../shared/kit/resource.ts';
import { TENANT_STATUS, tenantResource } from '../../shared/resources/tenant.ts';
import { passwordPolicyRule } from '../../shared/validation/index.ts';
import type { FormConfig } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

type Tenant = typeof tenantResource;
type TenantRecord = RecordOf<Tenant>;

const isPlatform = (tenant: TenantRecord) => Number(tenant.id) === PLATFORM_TENANT_ID;

/** Sets a tenant's state through `edit` (name unchanged), refreshing every view of the tenants. */
const setStatus = (tenant: TenantRecord, status: number) =>
  resourceMutators(dataProviderFor(tenantResource)).update.run({ id: tenant.id, input: { name: tenant.name, status } as never });

const LIST: ListConfig<Tenant> = {
  columns: [{ key: 'id' }, { key: 'name' }, { key: 'status' }, { key: 'createTime' }],
  // The platform's own tenant is never changed (the server refuses it too).
  canEdit: (tenant) => !isPlatform(tenant),
  deleteQuestion: () => msg('确定删除此租户吗？其数据和只属于它的用户将一并删除。'),
  rowActions: [
    {
      key: 'freeze', label: () => msg('冻结'), variant: 'danger', permission: tenantResource.permissions.edit,
      visible: (tenant) => tenant.status === TENANT_STATUS.normal && !isPlatform(tenant),
      confirm: () => msg('确定冻结此租户吗？其用户将立即退出，且不能再登录该租户。'),
      run: (tenant) => setStatus(tenant, TENANT_STATUS.frozen), done: () => msg('冻结成功'),
    },
    {
      key: 'thaw', label: () => msg('解冻'), permission: tenantResource.permissions.edit,
      visible: (tenant) => tenant.status === TENANT_STATUS.frozen,
      confirm: () => msg('确定解冻此租户吗？'),
      run: (tenant) => setStatus(tenant, TENANT_STATUS.normal), done: () => msg('解冻成功'),
    },
  ],
};

/**
 * Add: the tenant and its first administrator (widgets-admin §5 "Tenant form requires account, password,
 * confirmation, name, phone"); edit: its name, the state going back as it was (it changes by 冻结/解冻).
 * Labels, required marks, lengths, patterns and the number's range come from the definition.
 */
const FORM: FormConfig<Tenant> = {
  titles: { add: () => msg('新增租户'), edit: () => msg('编辑租户') },
  fields: [
    { key: 'tenantNumber', on: 'add', row: 'tenant' }, { key: 'name', row: 'tenant' },
    { key: 'username', on: 'add', helpText: () => msg('租户的第一位管理员') },
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
 */
export function TenantListPage({ meta }: MenuPageProps) {
  // Not "tenant-…": the shell's tenant switch owns those test ids.
  return <ResourceListPage meta={meta} resource={tenantResource} list={LIST} form={FORM} testId="tenants" />;
}
