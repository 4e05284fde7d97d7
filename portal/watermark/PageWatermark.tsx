import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useLocation } from 'react-router';
import { Watermark } from '../../elements/watermark/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { HOME_PATH } from '../../shared/navigation/index.ts';
import { $brand, $session, $userIp } from '../../shared/stores/index.ts';

/**
 * The watermark over the signed-in pages (portal-shell §2.4): the username plus the tenant's
 * watermark text in the current language (default 'data knowledge portal'), the time and the user's IP; not shown on
 * the dashboard analysis page.
 */
export function PageWatermark() {
  useLocale();
  const { pathname } = useLocation();
  const session = useStore($session);
  const brand = useStore($brand);
  const ip = useStore($userIp);
  if (!session || pathname === HOME_PATH) return null;
  return <Watermark username={session.userInfo.username} text={brand?.watermark.trim() || msg('数据知识门户')} ip={ip ?? ''} />;
}
