import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import { useEffect } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { usePermission } from '../../shared/permissions/use-permission.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { $permissions, loadPermissions } from '../../shared/stores/permissions.ts';
import { $session, isSessionLive } from '../../shared/stores/session.ts';
import { useElementHost, useEmit } from '../define/element-host.ts';
import { isOn } from '../pickers/flag.ts';
import { SignInPrompt } from '../sign-in/SignInPrompt.tsx';
import { SubscriptionPanel } from './SubscriptionPanel.tsx';

/** Attributes of `<dkp-subscriptions>` and props of {@link Subscriptions}. */
export interface SubscriptionsProps {
  /** The report page (its menu entry's id) whose subscriptions are shown. */
  permissionId?: string;
  /** The drawer is open. */
  open?: boolean | string;
  /** A React host's handler of the drawer's closing (the element removes its `open` attribute and emits `dkp-subscriptions-close`). */
  onClose?: () => void;
}

/**
 * `<dkp-subscriptions>` (portal-shell §2.7): the subscription drawer of one report page, 1000 px
 * wide (the whole width under 700 px). Lists the page's subscriptions (rows of the same plan
 * and type merged, their users comma-joined), filters them by type and plan, and adds, edits,
 * deletes and batch-deletes them as the user's permissions allow. Signed out, it offers sign-in.
 */
export function Subscriptions({ permissionId = '', open, onClose }: SubscriptionsProps) {
  useLocale();
  const host = useElementHost();
  const emit = useEmit();
  const session = useStore($session);
  const shown = isOn(open);

  function close() {
    // The element's own attribute says it is shut, so setting it again opens it again.
    host?.removeAttribute('open');
    emit('dkp-subscriptions-close', { permissionId });
    onClose?.();
  }
  return (
    <SlDrawer label={msg('订阅')} open={shown} placement="end" className="dkp-subs-drawer" part="drawer" data-testid="subs-drawer"
      onSlRequestClose={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        close();
      }}>
      {!shown ? null : isSessionLive(session) ? <SignedInSubscriptions permissionId={permissionId} /> : <SignInPrompt reason={msg('登录后可管理订阅')} />}
    </SlDrawer>
  );
}

function SignedInSubscriptions({ permissionId }: { permissionId: string }) {
  const permissions = useStore($permissions);
  const canList = usePermission(PERMISSION_CODES.subscribeList);
  // On a host page nothing else may have read the user's permissions yet.
  useEffect(() => {
    if (permissions.status === 'idle') loadPermissions().catch(() => undefined);
  }, [permissions.status]);
  if (permissions.status !== 'ready') return null;
  if (!canList) return <SlAlert variant="warning" open data-testid="subs-forbidden">{msg('抱歉，您无权查看此页面。')}</SlAlert>;
  return <SubscriptionPanel permissionId={permissionId} />;
}
