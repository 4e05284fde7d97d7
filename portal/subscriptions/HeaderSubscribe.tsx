import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { usePermission } from '../../shared/permissions/use-permission.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { $permissions } from '../../shared/stores/index.ts';
import { HeaderIcon } from '../header/icons.tsx';
import { reportPageAt } from './report-page.ts';

// The drawer (with the user picker) loads at its first opening: the top bar stays light.
const Subscriptions = lazy(() => import('../../elements/subscriptions/index.ts').then((m) => ({ default: m.Subscriptions })));

/**
 * The top bar's subscribe icon (portal-shell §2.4): shown only on report pages (component
 * `ReportViewer`) to holders of `system:subscribe:list`; a click opens the subscription drawer
 * (`<dkp-subscriptions>`' component) of that page's menu entry.
 */
export function HeaderSubscribe() {
  useLocale();
  const { pathname, search } = useLocation();
  const permissions = useStore($permissions);
  const canList = usePermission(PERMISSION_CODES.subscribeList);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const menuId = permissions.status === 'ready' ? reportPageAt(permissions.value.menu, pathname, search) : null;
  // Another page: the drawer of the page left is done with.
  useEffect(() => setOpen(false), [menuId]);
  if (!menuId || !canList) return null;
  const label = msg('订阅');
  return (
    <>
      <button type="button" className="header-icon-button" data-testid="header-subscribe" title={label} aria-label={label} onClick={() => {
        setOpened(true);
        setOpen(true);
      }}>
        <HeaderIcon name="subscribe" />
      </button>
      {opened ? <Suspense fallback={null}><Subscriptions permissionId={menuId} open={open} onClose={() => setOpen(false)} /></Suspense> : null}
    </>
  );
}
