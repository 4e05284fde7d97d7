import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { failureText } from '../../shared/api/index.ts';
import { checkNewPassword } from '../../shared/auth/accounts.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { confirmPasswordRule, newPasswordRule } from '../../shared/validation/index.ts';
import { FieldError } from './FieldError.tsx';
import { useAccountForm } from './use-account-form.ts';

type Field = 'password' | 'confirmpassword';

/** Alteration step 2: the new password and its confirmation, checked by §5 and then by the server. */
export function AlterationPasswordStep({ ticket, initial, onChecked, onFailure }: {
  ticket: string;
  initial: string;
  onChecked: (password: string) => void;
  onFailure: (message: string | null) => void;
}) {
  useLocale();
  const { fields, errors, busy, input, submit } = useAccountForm<Field>(
    { password: initial, confirmpassword: initial },
    (f) => ({ password: newPasswordRule, confirmpassword: confirmPasswordRule(f.password) }),
    async (f) => {
      onFailure(null);
      try {
        await checkNewPassword({ ticket, ...f });
        onChecked(f.password);
        return 'done';
      } catch (error) {
        onFailure(failureText(error));
        return 'retry';
      }
    },
  );

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <SlInput name="password" type="password" autocomplete="new-password" passwordToggle label={msg('新密码')}
        placeholder={msg('至少8位，含数字、大小写字母和特殊符号')} value={fields.password} onSlInput={input('password')}
        data-testid="alteration-new" />
      <FieldError id="alteration-new" message={errors.password} />
      <SlInput name="confirmpassword" type="password" autocomplete="new-password" passwordToggle label={msg('确认新密码')}
        placeholder={msg('请再次输入新密码')} value={fields.confirmpassword} onSlInput={input('confirmpassword')}
        data-testid="alteration-confirm" />
      <FieldError id="alteration-confirm" message={errors.confirmpassword} />
      <div className="account-actions">
        <SlButton type="submit" variant="primary" loading={busy} data-testid="alteration-next">{msg('下一步')}</SlButton>
      </div>
    </form>
  );
}
