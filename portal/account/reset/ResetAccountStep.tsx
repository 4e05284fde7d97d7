import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { failureText } from '../../../shared/api/index.ts';
import { checkResetAccount } from '../../../shared/auth/password-reset.ts';
import { useLocale } from '../../../shared/i18n/index.ts';
import { mobileRule, requiredRule } from '../../../shared/validation/index.ts';
import { CaptchaField, captchaRule, useCaptcha } from '../CaptchaField.tsx';
import { FieldError } from '../FieldError.tsx';
import { useAccountForm } from '../use-account-form.ts';

type Field = 'username' | 'mobile' | 'captcha';

/** Reset step 1: account and mobile (+ the image captcha when the server asks for it). */
export function ResetAccountStep({ initial, onChecked, onFailure }: {
  initial: { username: string; mobile: string };
  onChecked: (account: { username: string; mobile: string }) => void;
  onFailure: (message: string | null) => void;
}) {
  useLocale();
  const captcha = useCaptcha();
  const { fields, errors, busy, input, set, submit } = useAccountForm<Field>(
    { ...initial, captcha: '' },
    () => ({ username: requiredRule(() => msg('请输入用户名')), mobile: mobileRule, ...(captcha.shown ? { captcha: captchaRule } : {}) }),
    async (f) => {
      onFailure(null);
      const account = { username: f.username.trim(), mobile: f.mobile.trim() };
      try {
        await checkResetAccount({ ...account, ...(captcha.shown ? { captcha: f.captcha.trim(), checkKey: captcha.key } : {}) });
        onChecked(account);
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
        value={fields.username} onSlInput={input('username')} data-testid="reset-username" />
      <FieldError id="reset-username" message={errors.username} />
      <SlInput name="mobile" type="tel" autocomplete="tel" label={msg('手机号')} placeholder={msg('请输入手机号')}
        value={fields.mobile} onSlInput={input('mobile')} data-testid="reset-mobile" />
      <FieldError id="reset-mobile" message={errors.mobile} />
      {captcha.shown ? (
        <CaptchaField captchaKey={captcha.key} value={fields.captcha} error={errors.captcha} onInput={input('captcha')}
          onRefresh={refreshCaptcha} testId="reset-captcha" />
      ) : null}
      <div className="account-actions">
        <SlButton type="submit" variant="primary" loading={busy} data-testid="reset-check">{msg('下一步')}</SlButton>
      </div>
    </form>
  );
}
