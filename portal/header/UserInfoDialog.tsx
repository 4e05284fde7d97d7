import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { useEffect, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { $session } from '../../shared/stores/index.ts';
import { fetchMyDeparts } from './depart-switch.ts';
import { refreshUserInfo } from './user-info.ts';

/**
 * 'Personal data' of the user dropdown (portal-shell §2.4): the user info of the session,
 * refreshed from the server each time the dialog opens.
 */
export function UserInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useLocale();
  const user = useStore($session)?.userInfo;

  const [departs, setDeparts] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!open) return;
    // The stored copy stays on show when a refresh fails; the API client reports real faults.
    refreshUserInfo().catch(() => undefined);
    fetchMyDeparts().then(
      ({ list }) => setDeparts(Object.fromEntries(list.map((d) => [d.orgCode, d.departName]))),
      () => undefined,
    );
  }, [open]);

  const rows: [string, string][] = user
    ? [
        [msg('用户名'), user.username],
        [msg('姓名'), user.realname],
        [msg('部门'), departs[user.orgCode] ?? ''],
        [msg('部门编码'), user.orgCode],
        [msg('租户'), String(user.tenantId)],
      ]
    : [];
  return (
    <SlDialog label={msg('个人资料')} open={open} onSlAfterHide={(e) => e.target === e.currentTarget && onClose()} data-testid="user-info-dialog">
      <dl className="user-info">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <SlButton slot="footer" variant="primary" onClick={onClose}>
        {msg('关闭')}
      </SlButton>
    </SlDialog>
  );
}
