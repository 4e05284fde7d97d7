import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect } from 'react';
import { endSessionAndReload } from '../../shared/api/index.ts';
import { isEnterpriseChatApp } from '../../shared/auth/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { $authFault } from '../../shared/stores/index.ts';
import { notify } from './notify.ts';

/** How long the chat-app variant shows 'logging in again' before it goes, as a 401 does. */
const CHAT_APP_RELOAD_MS = 1500;

/**
 * Tells the user that the session ended (portal-shell §8): a notification for a 401 (the API
 * client reloads 1.5 s later), a modal with a "log in again" button for 'Token失效' — or,
 * inside an enterprise chat app, a 'logging in again' message that goes back to sign-in by itself.
 */
export function AuthFaultNotice({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  useLocale();
  const fault = useStore($authFault);
  const tokenInvalid = fault?.kind === 'token-invalid';
  const inChatApp = isEnterpriseChatApp(userAgent);

  useEffect(() => {
    if (fault && fault.kind !== 'token-invalid') notify(fault.message, 'warning');
  }, [fault]);

  useEffect(() => {
    if (!tokenInvalid || !inChatApp) return undefined;
    const timer = setTimeout(endSessionAndReload, CHAT_APP_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [tokenInvalid, inChatApp]);

  if (inChatApp) {
    return tokenInvalid ? (
      <div className="auth-fault-relogin" role="status" data-testid="auth-fault-relogin">
        <SlSpinner />
        {msg('正在重新登录…')}
      </div>
    ) : null;
  }

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
