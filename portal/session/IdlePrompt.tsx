import { msg, str } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { request } from '../../shared/api/index.ts';
import { signOut } from '../../shared/auth/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import { $session } from '../../shared/stores/index.ts';
import { notify } from '../components/notify.ts';
import { idleState } from './idle-timing.ts';

/** The renewal call of portal-shell §7; it succeeds on its success flag. */
export const TOKEN_RENEWAL_PATH = '/dkp-system/sys/dataFill/tokenRenewal';

/**
 * The idle prompt (portal-shell §2.10, §9): 90 s before the session expires it asks whether to
 * go on, counting 30 seconds down. 'Continue work' renews the session (each answered call
 * moves `$session.expiresAt`, which closes the prompt); 'log out' or the end of the count
 * logs out to the sign-in page. `now` and `tickMs` are injectable for tests.
 */
export function IdlePrompt({ now = Date.now, tickMs = 1000 }: { now?: () => number; tickMs?: number }) {
  useLocale();
  const session = useStore($session);
  const navigate = useNavigate();
  const [time, setTime] = useState(now);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setTime(now()), tickMs);
    return () => clearInterval(timer);
  }, [now, tickMs]);

  const state = session ? idleState(session.expiresAt, time) : { phase: 'quiet' as const };

  async function logOut() {
    setBusy(true);
    // The session ends locally whatever the server answers; the sign-in page comes next.
    await signOut().catch(() => undefined);
    setBusy(false);
    navigate(LOGIN_PATH, { replace: true });
  }

  useEffect(() => {
    if (state.phase === 'over' && !busy) void logOut();
  }, [state.phase]);

  async function keepWorking() {
    setBusy(true);
    try {
      const answer = await request<null>(TOKEN_RENEWAL_PATH, { acceptFailure: true });
      if (!answer.success) notify(answer.message, 'warning');
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'danger');
    } finally {
      setBusy(false);
      setTime(now());
    }
  }

  const seconds = state.phase === 'prompt' ? state.secondsLeft : 0;
  return (
    <SlDialog
      label={msg('会话即将过期')}
      open={state.phase === 'prompt'}
      onSlRequestClose={(event) => event.preventDefault()}
      data-testid="idle-prompt"
    >
      <p>{msg('您已长时间未操作，是否继续工作？')}</p>
      <p data-testid="idle-countdown">{msg(str`${seconds} 秒后将自动退出登录`)}</p>
      <SlButton slot="footer" onClick={() => void logOut()} disabled={busy} data-testid="idle-logout">
        {msg('退出登录')}
      </SlButton>
      <SlButton slot="footer" variant="primary" loading={busy} onClick={() => void keepWorking()} data-testid="idle-continue">
        {msg('继续工作')}
      </SlButton>
    </SlDialog>
  );
}
