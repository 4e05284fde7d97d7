import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { TenantOption } from '../schemas/auth.ts';
import { storageKey } from './storage-key.ts';

/**
 * The tenant the user chose last (portal-shell §3 client key "tenant id"). It outlives the
 * session, so the next sign-in sends it as `X-Tenant-Id` and enters that tenant again.
 */
export const $rememberedTenant = persistentAtom<number | null>(storageKey('tenant-id'), null, {
  encode: (value) => (value === null ? undefined : String(value)),
  decode: (text) => (/^\d+$/.test(text) ? Number(text) : null),
});

/**
 * A tenant choice the user still owes after signing in (portal-shell §2.3 "tenant
 * selection"): the tenants to choose from, for the session of `token`. Kept in memory: a
 * reload before choosing simply enters the tenant the login picked.
 */
export const $tenantChoice = atom<{ token: string; tenants: TenantOption[] } | null>(null);

/** Asks for a choice when the login answered more than one tenant; otherwise clears any. */
export function offerTenantChoice(token: string, tenants: TenantOption[] | undefined): void {
  $tenantChoice.set(tenants && tenants.length > 1 ? { token, tenants } : null);
}
