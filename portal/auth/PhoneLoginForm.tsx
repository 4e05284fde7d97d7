import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useState, type FormEvent } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { SMS_RESEND_SECONDS, phoneSignIn, sendLoginCode } from '../../shared/auth/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { mobileRule, smsCodeRule, validateFields } from '../../shared/validation/index.ts';
import { useCountdown } from './use-countdown.ts';

type Field = 'mobile' | 'code';
const valueOf = (event: Event) => (event.target as HTMLInputElement).value;

/**
 * Phone sign-in (portal-shell §2.3 "phone login", §5 mobile rule, §7 `POST /sys/phoneLogin`):
 * a code sent by `POST /sys/sms` (smsmode '0'), with a 60-second wait before the next one.
 * A successful sign-in starts the session; the route guard then leaves the page.
 */
export function PhoneLoginForm() {
  useLocale();
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'login' | null>(null);
  const countdown = useCountdown();

  const edit = (field: Field) => (event: Event) => {
    const value = valueOf(event);
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function sendCode() {
    const found = validateFields(values, { mobile: mobileRule });
    setErrors(found);
    if (found.mobile || busy) return;
    setBusy('send');
    setFailure(null);
    try {
      await sendLoginCode(values.mobile.trim());
      countdown.start(SMS_RESEND_SECONDS);
      setNotice(msg('验证码已发送，请查收短信'));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(values, { mobile: mobileRule, code: smsCodeRule });
    setErrors(found);
    if (Object.values(found).some(Boolean) || busy) return;
    setBusy('login');
    setFailure(null);
    try {
      await phoneSignIn({ mobile: values.mobile.trim(), captcha: values.code.trim() });
    } catch (error) {
      setFailure(failureText(error));
      setBusy(null);
    }
  }

  const fieldError = (field: Field) =>
    errors[field] ? <div className="field-error" role="alert" data-testid={`phone-${field}-error`}>{errors[field]}</div> : null;

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate data-testid="phone-login-form">
      <SlAlert variant="danger" open={failure !== null}>
        <span data-testid="phone-login-error">{failure}</span>
      </SlAlert>
      <SlAlert variant="success" open={failure === null && notice !== null}>
        <span data-testid="phone-login-notice">{notice}</span>
      </SlAlert>
      <SlInput name="mobile" type="tel" autocomplete="tel" label={msg('手机号')} placeholder={msg('请输入手机号')}
        value={values.mobile} onSlInput={edit('mobile')} data-testid="phone-mobile" />
      {fieldError('mobile')}
      <div className="captcha-row">
        <SlInput name="code" autocomplete="one-time-code" inputmode="numeric" label={msg('短信验证码')}
          placeholder={msg('请输入短信验证码')} value={values.code} onSlInput={edit('code')} data-testid="phone-code" />
        <SlButton onClick={() => void sendCode()} disabled={countdown.left > 0} loading={busy === 'send'} data-testid="phone-send-code">
          {countdown.left > 0 ? msg(str`${countdown.left} 秒后重新获取`) : msg('获取验证码')}
        </SlButton>
      </div>
      {fieldError('code')}
      <SlButton type="submit" variant="primary" loading={busy === 'login'} data-testid="phone-submit">
        {msg('登录')}
      </SlButton>
    </form>
  );
}
