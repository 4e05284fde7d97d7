import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../shared/auth/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import { notify } from '../components/notify.ts';

// One confirmation for every way of asking (the bar's button, the user menu's entry).
const $asked = atom(false);

/** Opens the logout confirmation (the user menu's 'logout' entry). */
export function askLogout(): void {
  $asked.set(true);
}

/**
 * Logout with confirmation (portal-shell §2.4): on confirm the server session ends, then the
 * sign-in page loads afresh. If the server call fails the local session is gone anyway; the
 * error text is shown on the sign-in page instead of being lost in a reload.
 */
export function LogoutButton() {
  useLocale();
  const navigate = useNavigate();
  const open = useStore($asked);
  const setOpen = (value: boolean) => $asked.set(value);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await signOut();
      window.location.assign(LOGIN_PATH);
    } catch (error) {
      setBusy(false);
      setOpen(false);
      notify(msg(str`退出登录失败：${error instanceof Error ? error.message : String(error)}`), 'danger');
      navigate(LOGIN_PATH, { replace: true });
    }
  }

  return (
    <>
      <SlButton size="small" variant="text" data-testid="logout" onClick={() => setOpen(true)}>
        {msg('退出登录')}
      </SlButton>
      <SlDialog label={msg('提示')} open={open} onSlAfterHide={() => setOpen(false)}>
        {msg('真的要注销登录吗？')}
        <SlButton slot="footer" onClick={() => setOpen(false)} data-testid="logout-cancel">
          {msg('取消')}
        </SlButton>
        <SlButton slot="footer" variant="primary" loading={busy} onClick={() => void confirm()} data-testid="logout-confirm">
          {msg('确定')}
        </SlButton>
      </SlDialog>
    </>
  );
}
