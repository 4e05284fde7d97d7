import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { failureText } from '../../../shared/api/index.ts';
import { sendResetCode, verifyResetCode } from '../../../shared/auth/password-reset.ts';
import { useLocale } from '../../../shared/i18n/index.ts';
import { smsCodeRule } from '../../../shared/validation/index.ts';
import { FieldError } from '../FieldError.tsx';
import { SmsCodeField } from '../SmsCodeField.tsx';
import { useAccountForm } from '../use-account-form.ts';

/** Reset step 2: the SMS code sent to the account's mobile, exchanged for a reset ticket. */
export function ResetCodeStep({ account, onVerified, onBack, onFailure }: {
  account: { username: string; mobile: string };
  onVerified: (ticket: string) => void;
  onBack: () => void;
  onFailure: (message: string | null) => void;
}) {
  useLocale();
  const masked = `${account.mobile.slice(0, 3)}****${account.mobile.slice(-4)}`;
  const { fields, errors, busy, set, setError, submit } = useAccountForm<'code'>(
    { code: '' },
    () => ({ code: smsCodeRule }),
    async (f) => {
      onFailure(null);
      try {
        onVerified(await verifyResetCode({ ...account, code: f.code.trim() }));
        return 'done';
      } catch (error) {
        onFailure(failureText(error));
        return 'retry';
      }
    },
  );

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <p data-testid="reset-code-hint">{msg(str`验证码将发送到手机 ${masked}`)}</p>
      <SmsCodeField mobile={account.mobile} code={fields.code} onCode={(value) => set('code', value)}
        send={sendResetCode} onMobileError={(message) => setError('code', message)} testId="reset-code" />
      <FieldError id="reset-code" message={errors.code} />
      <div className="account-actions">
        <SlButton onClick={onBack} data-testid="reset-back">{msg('上一步')}</SlButton>
        <SlButton type="submit" variant="primary" loading={busy} data-testid="reset-verify">{msg('下一步')}</SlButton>
      </div>
    </form>
  );
}
