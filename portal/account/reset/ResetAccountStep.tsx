import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/index.ts';
import { newCaptchaKey } from '../../../shared/auth/index.ts';
import { checkResetAccount } from '../../../shared/auth/password-reset.ts';
import { useLocale } from '../../../shared/i18n/index.ts';
import { mobileRule, validateFields, type FieldRule } from '../../../shared/validation/index.ts';
import { CaptchaImage } from '../../auth/CaptchaImage.tsx';
import { useLoginOptions } from '../../auth/use-login-options.ts';
import { FieldError } from '../FieldError.tsx';

type Field = 'username' | 'mobile' | 'captcha';
const required = (message: () => string): FieldRule => (value) => (value.trim() ? null : message());

/** Reset step 1: account and mobile (+ the image captcha when the server asks for it). */
export function ResetAccountStep({ initial, onChecked, onFailure }: {
  initial: { username: string; mobile: string };
  onChecked: (account: { username: string; mobile: string }) => void;
  onFailure: (message: string | null) => void;
}) {
  useLocale();
  const { options } = useLoginOptions();
  const captchaShown = options?.captcha === true;
  const [fields, setFields] = useState<Record<Field, string>>({ ...initial, captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [busy, setBusy] = useState(false);
  const input = (field: Field) => (event: Event) => {
    const value = (event.target as HTMLInputElement).value;
    setFields((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const refreshCaptcha = () => {
    setCaptchaKey(newCaptchaKey());
    setFields((previous) => ({ ...previous, captcha: '' }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateFields(fields, {
      username: required(() => msg('请输入用户名')), mobile: mobileRule,
      ...(captchaShown ? { captcha: required(() => msg('请输入验证码')) } : {}),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    onFailure(null);
    const account = { username: fields.username.trim(), mobile: fields.mobile.trim() };
    try {
      await checkResetAccount({ ...account, ...(captchaShown ? { captcha: fields.captcha.trim(), checkKey: captchaKey } : {}) });
      onChecked(account);
    } catch (error) {
      onFailure(error instanceof ApiError ? error.message : msg('网络错误'));
      if (captchaShown) refreshCaptcha();
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <SlInput name="username" autocomplete="username" label={msg('账号')} placeholder={msg('请输入用户名')}
        value={fields.username} onSlInput={input('username')} data-testid="reset-username" />
      <FieldError id="reset-username" message={errors.username} />
      <SlInput name="mobile" type="tel" autocomplete="tel" label={msg('手机号')} placeholder={msg('请输入手机号')}
        value={fields.mobile} onSlInput={input('mobile')} data-testid="reset-mobile" />
      <FieldError id="reset-mobile" message={errors.mobile} />
      {captchaShown ? (
        <div className="captcha-row">
          <SlInput name="captcha" autocomplete="off" label={msg('验证码')} placeholder={msg('请输入验证码')}
            value={fields.captcha} onSlInput={input('captcha')} data-testid="reset-captcha" />
          <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} />
        </div>
      ) : null}
      <FieldError id="reset-captcha" message={errors.captcha} />
      <div className="account-actions">
        <SlButton type="submit" variant="primary" loading={busy} data-testid="reset-check">{msg('下一步')}</SlButton>
      </div>
    </form>
  );
}
