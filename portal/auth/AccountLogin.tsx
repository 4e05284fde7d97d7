import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { LoginForm } from './LoginForm.tsx';
import { PhoneLoginForm } from './PhoneLoginForm.tsx';

/**
 * The account tab (portal-shell §2.3): account and password, or — switched by a link-style
 * button — a mobile number and an SMS code.
 */
export function AccountLogin() {
  useLocale();
  const [method, setMethod] = useState<'password' | 'phone'>('password');
  const other = method === 'password' ? 'phone' : 'password';
  return (
    <>
      <div className="login-method-switch">
        <SlButton variant="text" size="small" onClick={() => setMethod(other)} data-testid={`login-use-${other}`}>
          {other === 'phone' ? msg('手机号登录') : msg('账号密码登录')}
        </SlButton>
      </div>
      {method === 'password' ? <LoginForm /> : <PhoneLoginForm />}
    </>
  );
}
