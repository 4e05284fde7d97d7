import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/api/index.ts';
import { verifyOldPassword } from '../../shared/auth/accounts.ts';
import { newCaptchaKey } from '../../shared/auth/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import type { AlterationTicket } from '../../shared/schemas/account.ts';
import { oldPasswordRule, validateFields, type FieldRule } from '../../shared/validation/index.ts';
import { CaptchaImage } from '../auth/CaptchaImage.tsx';
import { useLoginOptions } from '../auth/use-login-options.ts';
import { FieldError } from './FieldError.tsx';

type Field = 'username' | 'oldPassword' | 'captcha';
const required = (message: () => string): FieldRule => (value) => (value.trim() ? null : message());

/** Alteration step 1: account and old password (+ captcha when on); answers a ticket. */
export function AlterationVerifyStep({ initialUsername, onVerified, onFailure }: {
  initialUsername: string;
  onVerified: (ticket: AlterationTicket) => void;
  onFailure: (message: string | null) => void;
}) {
  useLocale();
  const { options } = useLoginOptions();
  const captchaShown = options?.captcha === true;
  const [fields, setFields] = useState<Record<Field, string>>({ username: initialUsername, oldPassword: '', captcha: '' });
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
      username: required(() => msg('请输入用户名')), oldPassword: oldPasswordRule,
      ...(captchaShown ? { captcha: required(() => msg('请输入验证码')) } : {}),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    onFailure(null);
    try {
      onVerified(await verifyOldPassword({
        username: fields.username.trim(), password: fields.oldPassword,
        ...(captchaShown ? { captcha: fields.captcha.trim(), checkKey: captchaKey } : {}),
      }));
    } catch (error) {
      onFailure(error instanceof ApiError ? error.message : msg('网络错误'));
      if (captchaShown) refreshCaptcha();
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <SlInput name="username" autocomplete="username" label={msg('账号')} placeholder={msg('请输入用户名')}
        value={fields.username} onSlInput={input('username')} data-testid="alteration-username" />
      <FieldError id="alteration-username" message={errors.username} />
      <SlInput name="oldPassword" type="password" autocomplete="current-password" passwordToggle label={msg('旧密码')}
        placeholder={msg('请输入旧密码')} value={fields.oldPassword} onSlInput={input('oldPassword')} data-testid="alteration-old" />
      <FieldError id="alteration-old" message={errors.oldPassword} />
      {captchaShown ? (
        <div className="captcha-row">
          <SlInput name="captcha" autocomplete="off" label={msg('验证码')} placeholder={msg('请输入验证码')}
            value={fields.captcha} onSlInput={input('captcha')} data-testid="alteration-captcha" />
          <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} />
        </div>
      ) : null}
      <FieldError id="alteration-captcha" message={errors.captcha} />
      <div className="account-actions">
        <SlButton type="submit" variant="primary" loading={busy} data-testid="alteration-verify">{msg('下一步')}</SlButton>
      </div>
    </form>
  );
}
