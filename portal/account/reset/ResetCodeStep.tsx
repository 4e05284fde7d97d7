import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/index.ts';
import { sendResetCode, verifyResetCode } from '../../../shared/auth/password-reset.ts';
import { useLocale } from '../../../shared/i18n/index.ts';
import { smsCodeRule } from '../../../shared/validation/index.ts';
import { FieldError } from '../FieldError.tsx';
import { SmsCodeField } from '../SmsCodeField.tsx';

/** Reset step 2: the SMS code sent to the account's mobile, exchanged for a reset ticket. */
export function ResetCodeStep({ account, onVerified, onBack, onFailure }: {
  account: { username: string; mobile: string };
  onVerified: (ticket: string) => void;
  onBack: () => void;
  onFailure: (message: string | null) => void;
}) {
  useLocale();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const masked = `${account.mobile.slice(0, 3)}****${account.mobile.slice(-4)}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = smsCodeRule(code);
    setError(problem);
    if (problem) return;
    setBusy(true);
    onFailure(null);
    try {
      onVerified(await verifyResetCode({ ...account, code: code.trim() }));
    } catch (failure) {
      onFailure(failure instanceof ApiError ? failure.message : msg('网络错误'));
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <p data-testid="reset-code-hint">{msg(str`验证码将发送到手机 ${masked}`)}</p>
      <SmsCodeField mobile={account.mobile} code={code} onCode={(value) => { setCode(value); setError(null); }}
        send={sendResetCode} onMobileError={setError} testId="reset-code" />
      <FieldError id="reset-code" message={error} />
      <div className="account-actions">
        <SlButton onClick={onBack} data-testid="reset-back">{msg('上一步')}</SlButton>
        <SlButton type="submit" variant="primary" loading={busy} data-testid="reset-verify">{msg('下一步')}</SlButton>
      </div>
    </form>
  );
}
