import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { useEffect } from 'react';
import { endSessionAndReload } from '../../shared/api/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { $authFault } from '../../shared/stores/index.ts';
import { notify } from './notify.ts';

/**
 * Tells the user that the session ended (portal-shell §8): a notification for a 401 (the API
 * client reloads 1.5 s later), a modal with a "log in again" button for 'Token失效'.
 */
export function AuthFaultNotice() {
  useLocale();
  const fault = useStore($authFault);

  useEffect(() => {
    if (fault && fault.kind !== 'token-invalid') notify(fault.message, 'warning');
  }, [fault]);

  return (
    <SlDialog
      label={msg('登录已过期')}
      open={fault?.kind === 'token-invalid'}
      onSlRequestClose={(event) => event.preventDefault()}
      data-testid="auth-fault"
    >
      {fault?.message}
      <SlButton slot="footer" variant="primary" onClick={endSessionAndReload}>
        {msg('重新登录')}
      </SlButton>
    </SlDialog>
  );
}
