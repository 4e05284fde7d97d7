import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import { useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { selectTenant } from '../../shared/auth/accounts.ts';
import { signOut } from '../../shared/auth/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { $session, $tenantChoice } from '../../shared/stores/index.ts';

/**
 * portal-shell §2.3 "tenant selection": after a sign-in that answered several tenants, the
 * user chooses one before entering (the remembered or the login's tenant is preselected).
 * Cancelling signs out again.
 */
export function TenantChoiceDialog() {
  useLocale();
  const session = useStore($session);
  const choice = useStore($tenantChoice);
  const open = !!session && choice?.token === session.token;
  const [picked, setPicked] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = picked ?? String(session?.tenantId ?? '');

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await selectTenant(Number(value));
      setPicked(null);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    $tenantChoice.set(null);
    setPicked(null);
    await signOut().catch(() => undefined);
  }

  return (
    <SlDialog label={msg('选择租户')} open={open} onSlRequestClose={(event) => event.preventDefault()} data-testid="tenant-dialog">
      <SlAlert variant="danger" open={failure !== null}>
        <span data-testid="tenant-failure">{failure}</span>
      </SlAlert>
      <SlRadioGroup label={msg('您属于多个租户，请选择要进入的租户')} name="tenant" value={value}
        onSlChange={(event) => setPicked((event.target as HTMLInputElement).value)}>
        {(choice?.tenants ?? []).map((tenant) => (
          <SlRadio key={tenant.id} value={String(tenant.id)} data-testid={`tenant-option-${tenant.id}`}>
            {tenant.name}
          </SlRadio>
        ))}
      </SlRadioGroup>
      <SlButton slot="footer" onClick={() => void cancel()} data-testid="tenant-cancel">{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" loading={busy} onClick={() => void confirm()} data-testid="tenant-confirm">
        {msg('进入')}
      </SlButton>
    </SlDialog>
  );
}
