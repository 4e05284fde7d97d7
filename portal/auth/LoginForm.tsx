import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useState, type FormEvent } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { newCaptchaKey, signIn } from '../../shared/auth/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { CaptchaImage } from './CaptchaImage.tsx';
import { missingLoginFields, requiredMessage, type LoginField, type LoginFields } from './login-fields.ts';
import { useLoginOptions } from './use-login-options.ts';

const valueOf = (event: Event) => (event.target as HTMLInputElement).value;

/**
 * Account-and-password sign-in (portal-shell §2.3, §5). A successful sign-in starts the
 * session; the route guard then leaves this page for the `redirect` path.
 */
export function LoginForm() {
  useLocale();
  const { options, error: optionsError } = useLoginOptions();
  const [fields, setFields] = useState<LoginFields>({ username: '', password: '', captcha: '' });
  const [missing, setMissing] = useState<LoginField[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const captchaShown = options?.captcha === true;

  const edit = (field: LoginField) => (event: Event) => {
    const value = valueOf(event);
    setFields((previous) => ({ ...previous, [field]: value }));
    setMissing((previous) => previous.filter((f) => f !== field));
  };
  const refreshCaptcha = () => {
    setCaptchaKey(newCaptchaKey());
    setFields((previous) => ({ ...previous, captcha: '' }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const empty = missingLoginFields(fields, captchaShown);
    setMissing(empty);
    if (empty.length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await signIn({
        username: fields.username.trim(),
        password: fields.password,
        ...(captchaShown ? { captcha: fields.captcha.trim(), checkKey: captchaKey } : {}),
      });
    } catch (error) {
      setFailure(failureText(error));
      // A captcha is good for one attempt only.
      if (captchaShown) refreshCaptcha();
      setBusy(false);
    }
  }

  const fieldError = (field: LoginField) =>
    missing.includes(field) ? (
      <div className="field-error" role="alert" data-testid={`login-${field}-error`}>
        {requiredMessage(field)}
      </div>
    ) : null;
  const shownFailure = failure ?? optionsError?.message ?? null;

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
      <SlAlert variant="danger" open={shownFailure !== null}>
        <span data-testid="login-error">{shownFailure}</span>
      </SlAlert>
      <SlInput
        name="username"
        autocomplete="username"
        label={msg('账号')}
        placeholder={msg('请输入用户名')}
        value={fields.username}
        onSlInput={edit('username')}
        data-testid="login-username"
      />
      {fieldError('username')}
      <SlInput
        name="password"
        type="password"
        autocomplete="current-password"
        passwordToggle
        label={msg('密码')}
        placeholder={msg('请输入密码')}
        value={fields.password}
        onSlInput={edit('password')}
        data-testid="login-password"
      />
      {fieldError('password')}
      {captchaShown ? (
        <div className="captcha-row">
          <SlInput
            name="captcha"
            autocomplete="off"
            label={msg('验证码')}
            placeholder={msg('请输入验证码')}
            value={fields.captcha}
            onSlInput={edit('captcha')}
            data-testid="login-captcha"
          />
          <CaptchaImage captchaKey={captchaKey} onRefresh={refreshCaptcha} />
        </div>
      ) : null}
      {fieldError('captcha')}
      <SlButton type="submit" variant="primary" loading={busy} data-testid="login-submit">
        {msg('登录')}
      </SlButton>
    </form>
  );
}
