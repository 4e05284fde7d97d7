import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureText } from '../../shared/api/index.ts';
import { commitNewPassword } from '../../shared/auth/accounts.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import type { AlterationTicket } from '../../shared/schemas/account.ts';
import { AccountCard } from './AccountCard.tsx';
import { AlterationPasswordStep } from './AlterationPasswordStep.tsx';
import { AlterationVerifyStep } from './AlterationVerifyStep.tsx';
import { useEndPendingSession } from './PasswordChangeRedirect.tsx';

type Step = 0 | 1 | 2 | 3;

/**
 * portal-shell §2.3 "a four-step password alteration" (/user/alteration, §2.1): 1 account and
 * old password, 2 new password and confirmation, 3 confirmation that every session ends,
 * 4 the result with a sign-in link. The server checks each step; the ticket of step 1 carries
 * the verified old password to the last. `?reason=expired` says the password-update check
 * (§2.2) sent the user here.
 */
export function AlterationPage() {
  useLocale();
  useEndPendingSession();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(0);
  const [ticket, setTicket] = useState<AlterationTicket | null>(null);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const steps = [msg('验证身份'), msg('设置新密码'), msg('确认修改'), msg('完成')];

  async function commit() {
    if (!ticket || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await commitNewPassword({ ticket: ticket.ticket, password, confirmpassword: password });
      setStep(3);
    } catch (error) {
      // Step 2 accepted this password, so what fails now is the ticket (expired, used): start again.
      setFailure(failureText(error));
      setTicket(null);
      setStep(0);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title={msg('修改密码')}>
      <ol className="account-steps" data-testid="alteration-steps">
        {steps.map((label, index) => (
          <li key={label} className={index < step ? 'done' : undefined} aria-current={index === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      {params.get('reason') === 'expired' && step === 0 ? (
        <SlAlert variant="warning" open data-testid="alteration-reason">
          {msg('首次登录或密码已超过有效期，请先修改密码，然后使用新密码登录。')}
        </SlAlert>
      ) : null}
      <SlAlert variant="danger" open={failure !== null}>
        <span data-testid="alteration-failure">{failure}</span>
      </SlAlert>
      {step === 0 ? (
        <AlterationVerifyStep initialUsername={ticket?.username ?? params.get('username') ?? ''} onFailure={setFailure}
          onVerified={(issued) => { setTicket(issued); setStep(1); }} />
      ) : null}
      {step === 1 && ticket ? (
        <AlterationPasswordStep ticket={ticket.ticket} initial={password} onFailure={setFailure}
          onChecked={(checked) => { setPassword(checked); setStep(2); }} />
      ) : null}
      {step === 2 && ticket ? (
        <div className="account-result" data-testid="alteration-summary">
          <p>{msg(str`将为账号 ${ticket.username} 设置新密码。`)}</p>
          <p>{msg('确认后，该账号在所有设备上的登录都将结束，需要使用新密码重新登录。')}</p>
          <div className="account-actions">
            <SlButton onClick={() => setStep(1)} data-testid="alteration-back">{msg('上一步')}</SlButton>
            <SlButton variant="primary" loading={busy} onClick={() => void commit()} data-testid="alteration-commit">
              {msg('确认修改')}
            </SlButton>
          </div>
        </div>
      ) : null}
      {step === 3 && ticket ? (
        <div className="account-result" role="status" data-testid="alteration-done">
          <p>{msg(str`账号 ${ticket.username} 的密码已修改，请使用新密码登录。`)}</p>
          <Link to={LOGIN_PATH} data-testid="alteration-login">{msg('立即登录')}</Link>
        </div>
      ) : null}
    </AccountCard>
  );
}
