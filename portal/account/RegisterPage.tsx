import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { failureText } from '../../shared/api/index.ts';
import { register, sendRegisterCode } from '../../shared/auth/accounts.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import { confirmPasswordRule, emailRule, mobileRule, newPasswordRule, smsCodeRule, usernameRule } from '../../shared/validation/index.ts';
import { AccountCard } from './AccountCard.tsx';
import { FieldError } from './FieldError.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { REGISTER_RESULT_PATH } from './account-paths.ts';
import { useAccountForm } from './use-account-form.ts';
import { useUsernameCheck } from './use-username-check.ts';

type Field = 'username' | 'password' | 'confirmPassword' | 'phone' | 'smscode' | 'email';
const EMPTY: Record<Field, string> = { username: '', password: '', confirmPassword: '', phone: '', smscode: '', email: '' };

/**
 * portal-shell §2.1 /user/register ("register with a result page", §2.3): username (checked
 * live for uniqueness), password and confirmation (policy), mobile with an SMS code, optional
 * e-mail, each with its §5 message; success goes to /user/register-result.
 */
export function RegisterPage() {
  useLocale();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const usernameCheck = useUsernameCheck();
  const { fields, errors, busy, input: inputField, set, setError, submit } = useAccountForm<Field>(
    EMPTY,
    (f) => ({
      // A name the live check found taken fails like a broken rule.
      username: (value) => usernameRule(value) ?? usernameCheck.takenMessage,
      password: newPasswordRule, confirmPassword: confirmPasswordRule(f.password),
      phone: mobileRule, smscode: smsCodeRule, email: emailRule,
    }),
    async (f) => {
      setFailure(null);
      try {
        const email = f.email.trim();
        const { username } = await register({
          username: f.username.trim(), password: f.password, confirmPassword: f.confirmPassword,
          phone: f.phone.trim(), smscode: f.smscode.trim(), ...(email ? { email } : {}),
        });
        navigate(`${REGISTER_RESULT_PATH}?${new URLSearchParams({ username }).toString()}`, { replace: true });
        return 'done';
      } catch (error) {
        setFailure(failureText(error));
        return 'retry';
      }
    },
  );
  const input = (field: Field) => (event: Event) => {
    if (field === 'username') usernameCheck.reset();
    inputField(field)(event);
  };

  return (
    <AccountCard title={msg('注册账户')}>
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <SlAlert variant="danger" open={failure !== null}>
          <span data-testid="register-failure">{failure}</span>
        </SlAlert>
        <SlInput name="username" autocomplete="username" label={msg('用户名')} placeholder={msg('请输入用户名')}
          value={fields.username} onSlInput={input('username')} onSlBlur={() => usernameCheck.check(fields.username)}
          data-testid="register-username" />
        <FieldError id="register-username" message={errors.username ?? usernameCheck.takenMessage} />
        {usernameCheck.verdict === 'available' && !errors.username ? (
          <div className="account-hint" data-testid="register-username-available">{msg('该用户名可用')}</div>
        ) : null}
        <SlInput name="password" type="password" autocomplete="new-password" passwordToggle label={msg('密码')}
          placeholder={msg('至少8位，含数字、大小写字母和特殊符号')} value={fields.password} onSlInput={input('password')}
          data-testid="register-password" />
        <FieldError id="register-password" message={errors.password} />
        <SlInput name="confirmPassword" type="password" autocomplete="new-password" passwordToggle label={msg('确认密码')}
          placeholder={msg('请再次输入密码')} value={fields.confirmPassword} onSlInput={input('confirmPassword')}
          data-testid="register-confirm" />
        <FieldError id="register-confirm" message={errors.confirmPassword} />
        <SlInput name="phone" type="tel" autocomplete="tel" label={msg('手机号')} placeholder={msg('请输入手机号')}
          value={fields.phone} onSlInput={input('phone')} data-testid="register-phone" />
        <FieldError id="register-phone" message={errors.phone} />
        <SmsCodeField mobile={fields.phone} code={fields.smscode} onCode={(code) => set('smscode', code)} send={sendRegisterCode}
          onMobileError={(message) => setError('phone', message)} testId="register-smscode" />
        <FieldError id="register-smscode" message={errors.smscode} />
        <SlInput name="email" type="email" autocomplete="email" label={msg('邮箱（选填）')} placeholder={msg('请输入邮箱')}
          value={fields.email} onSlInput={input('email')} data-testid="register-email" />
        <FieldError id="register-email" message={errors.email} />
        <div className="account-actions">
          <SlButton type="submit" variant="primary" loading={busy} data-testid="register-submit">{msg('注册')}</SlButton>
          <Link to={LOGIN_PATH} data-testid="register-login-link">{msg('使用已有账户登录')}</Link>
        </div>
      </form>
    </AccountCard>
  );
}
