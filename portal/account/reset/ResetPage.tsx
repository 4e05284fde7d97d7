import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/i18n/index.ts';
import { LOGIN_PATH } from '../../../shared/navigation/index.ts';
import { AccountCard } from '../AccountCard.tsx';
import { ResetAccountStep } from './ResetAccountStep.tsx';
import { ResetCodeStep } from './ResetCodeStep.tsx';
import { ResetPasswordStep } from './ResetPasswordStep.tsx';
import './reset.css';

type Step = 0 | 1 | 2 | 3;

/**
 * portal-shell §2.3 "a four-step reset flow" (/user/reset, a route needing no login, §2.1):
 * 1 account and mobile (+ captcha), 2 the SMS code, 3 the new password and its
 * confirmation, 4 the result with a link to sign in. The server checks every step; the
 * ticket of step 2 lives 10 minutes and is good once, so a refused ticket starts again.
 */
export function ResetPage() {
  useLocale();
  const [step, setStep] = useState<Step>(0);
  const [account, setAccount] = useState({ username: '', mobile: '' });
  const [ticket, setTicket] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const steps = [msg('确认账号'), msg('安全验证'), msg('设置新密码'), msg('完成')];

  return (
    <AccountCard title={msg('重置密码')}>
      <ol className="account-steps" data-testid="reset-steps">
        {steps.map((label, index) => (
          <li key={label} className={index < step ? 'done' : undefined} aria-current={index === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      <SlAlert variant="danger" open={failure !== null}>
        <span data-testid="reset-failure">{failure}</span>
      </SlAlert>
      {step === 0 ? (
        <ResetAccountStep initial={account} onFailure={setFailure}
          onChecked={(checked) => { setAccount(checked); setStep(1); }} />
      ) : null}
      {step === 1 ? (
        <ResetCodeStep account={account} onFailure={setFailure} onBack={() => { setFailure(null); setStep(0); }}
          onVerified={(issued) => { setTicket(issued); setStep(2); }} />
      ) : null}
      {step === 2 && ticket ? (
        <ResetPasswordStep ticket={ticket} onDone={() => { setTicket(null); setStep(3); }}
          onFailure={(message, restart) => {
            setFailure(message);
            if (restart) {
              setTicket(null);
              setStep(0);
            }
          }} />
      ) : null}
      {step === 3 ? (
        <div className="account-result" role="status" data-testid="reset-done">
          <p>{msg('密码已重置，该账号在所有设备上的登录已结束。请使用新密码登录。')}</p>
          <Link to={LOGIN_PATH} data-testid="reset-login">{msg('立即登录')}</Link>
        </div>
      ) : null}
      {step < 3 ? (
        <p className="reset-login-link">
          <Link to={LOGIN_PATH} data-testid="reset-to-login">{msg('返回登录')}</Link>
        </p>
      ) : null}
    </AccountCard>
  );
}
