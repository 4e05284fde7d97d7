import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { ApiError, failureText } from '../../../shared/api/index.ts';
import { resetPassword } from '../../../shared/auth/password-reset.ts';
import { useLocale } from '../../../shared/i18n/index.ts';
import { confirmPasswordRule, newPasswordRule } from '../../../shared/validation/index.ts';
import { FieldError } from '../FieldError.tsx';
import { useAccountForm } from '../use-account-form.ts';

type Field = 'password' | 'confirm';

/** Reset step 3: the new password and its confirmation (portal-shell §5), set with the ticket. */
export function ResetPasswordStep({ ticket, onDone, onFailure }: {
  ticket: string;
  onDone: () => void;
  /** A refused ticket (expired, used) also ends here; `restart` sends the user back to step 1. */
  onFailure: (message: string | null, restart?: boolean) => void;
}) {
  useLocale();
  const { fields, errors, busy, input, submit } = useAccountForm<Field>(
    { password: '', confirm: '' },
    (f) => ({ password: newPasswordRule, confirm: confirmPasswordRule(f.password) }),
    async (f) => {
      onFailure(null);
      try {
        await resetPassword({ ticket, password: f.password, confirmpassword: f.confirm });
        onDone();
        return 'done';
      } catch (error) {
        // The client checked the policy and the confirmation, so a refusal here is the ticket's.
        onFailure(failureText(error), error instanceof ApiError && error.status === 400);
        return 'retry';
      }
    },
  );

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <SlInput name="password" type="password" autocomplete="new-password" passwordToggle label={msg('新密码')}
        placeholder={msg('请输入新密码')} value={fields.password} onSlInput={input('password')} data-testid="reset-password" />
      <FieldError id="reset-password" message={errors.password} />
      <SlInput name="confirm" type="password" autocomplete="new-password" passwordToggle label={msg('确认密码')}
        placeholder={msg('请确认密码')} value={fields.confirm} onSlInput={input('confirm')} data-testid="reset-confirm" />
      <FieldError id="reset-confirm" message={errors.confirm} />
      <div className="account-actions">
        <SlButton type="submit" variant="primary" loading={busy} data-testid="reset-submit">{msg('重置密码')}</SlButton>
      </div>
    </form>
  );
}
