import { defineRowEdit } from '../kit/action.ts';
import { PLATFORM_TENANT_ID, type RecordOf } from '../kit/resource.ts';
import { TENANT_STATUS, tenantResource } from './tenant.ts';

type TenantRecord = RecordOf<typeof tenantResource>;

/** Whether a tenant is the platform's own, which is never edited, frozen or thawed (the server refuses it too). */
export const isPlatformTenant = (tenant: Pick<TenantRecord, 'id'>): boolean => Number(tenant.id) === PLATFORM_TENANT_ID;

/** Freezes a normal tenant through `edit` (its name unchanged): its users are signed out (widgets-admin §4 "Tenant state"). */
export const freezeTenantRow = defineRowEdit(tenantResource, {
  name: 'freeze',
  row: {
    label: { cn: '冻结', en: 'Freeze', tc: '凍結' },
    when: (tenant) => tenant.status === TENANT_STATUS.normal && !isPlatformTenant(tenant),
    confirm: {
      cn: '确定冻结此租户吗？其用户将立即退出，且不能再登录该租户。',
      en: 'Freeze this tenant? Its users are signed out at once and cannot sign in to it.',
      tc: '確定凍結此租戶嗎？其用戶將立即退出，且不能再登錄該租戶。',
    },
    done: { cn: '冻结成功', en: 'Frozen', tc: '凍結成功' },
    danger: true,
    input: (tenant) => ({ name: tenant.name, status: TENANT_STATUS.frozen }),
  },
});

/** Thaws a frozen tenant through `edit`. */
export const thawTenantRow = defineRowEdit(tenantResource, {
  name: 'thaw',
  row: {
    label: { cn: '解冻', en: 'Thaw', tc: '解凍' },
    when: (tenant) => tenant.status === TENANT_STATUS.frozen,
    confirm: { cn: '确定解冻此租户吗？', en: 'Thaw this tenant?', tc: '確定解凍此租戶嗎？' },
    done: { cn: '解冻成功', en: 'Thawed', tc: '解凍成功' },
    input: (tenant) => ({ name: tenant.name, status: TENANT_STATUS.normal }),
  },
});
