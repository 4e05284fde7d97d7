import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { failureText } from '../../shared/api/index.ts';
import { verifyOldPassword } from '../../shared/auth/accounts.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import type { AlterationTicket } from '../../shared/schemas/account.ts';
import { oldPasswordRule, requiredRule } from '../../shared/validation/index.ts';
import { CaptchaField, captchaRule, useCaptcha } from './CaptchaField.tsx';
import { FieldError } from './FieldError.tsx';
import { useAccountForm } from './use-account-form.ts';

type Field = 'username' | 'oldPassword' | 'captcha';

/** Alteration step 1: account and old password (+ captcha when on); answers a ticket. */
export function AlterationVerifyStep({ initialUsername, onVerified, onFailure }: {
  initialUsername: string;
  onVerified: (ticket: AlterationTicket) => void;
  onFailure: (message: string | null) => void;
}) {
  useLocale();
  const captcha = useCaptcha();
  const { fields, errors, busy, input, set, submit } = useAccountForm<Field>(
    { username: initialUsername, oldPassword: '', captcha: '' },
    () => ({ username: requiredRule(() => msg('请输入用户名')), oldPassword: oldPasswordRule, ...(captcha.shown ? { captcha: captchaRule } : {}) }),
    async (f) => {
      onFailure(null);
      try {
        onVerified(await verifyOldPassword({
          username: f.username.trim(), password: f.oldPassword,
          ...(captcha.shown ? { captcha: f.captcha.trim(), checkKey: captcha.key } : {}),
        }));
        return 'done';
      } catch (error) {
        onFailure(failureText(error));
        if (captcha.shown) refreshCaptcha();
        return 'retry';
      }
    },
  );
  // Called only after a refused attempt or a click, when the form above exists.
  const refreshCaptcha = () => {
    captcha.refresh();
    set('captcha', '');
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <SlInput name="username" autocomplete="username" label={msg('账号')} placeholder={msg('请输入用户名')}
        value={fields.username} onSlInput={input('username')} data-testid="alteration-username" />
      <FieldError id="alteration-username" message={errors.username} />
      <SlInput name="oldPassword" type="password" autocomplete="current-password" passwordToggle label={msg('旧密码')}
        placeholder={msg('请输入旧密码')} value={fields.oldPassword} onSlInput={input('oldPassword')} data-testid="alteration-old" />
      <FieldError id="alteration-old" message={errors.oldPassword} />
      {captcha.shown ? (
        <CaptchaField captchaKey={captcha.key} value={fields.captcha} error={errors.captcha} onInput={input('captcha')}
          onRefresh={refreshCaptcha} testId="alteration-captcha" />
      ) : null}
      <div className="account-actions">
        <SlButton type="submit" variant="primary" loading={busy} data-testid="alteration-verify">{msg('下一步')}</SlButton>
      </div>
    </form>
  );
}
