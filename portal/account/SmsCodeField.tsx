import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { SMS_RESEND_SECONDS } from '../../shared/auth/phone-sign-in.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { mobileRule } from '../../shared/validation/index.ts';
import { useCountdown } from '../auth/use-countdown.ts';
import { notify } from '../components/notify.ts';

/** Props of {@link SmsCodeField}. */
export interface SmsCodeFieldProps {
  mobile: string;
  code: string;
  onCode: (code: string) => void;
  /** Sends the code; rejects with an `ApiError` the field shows. */
  send: (mobile: string) => Promise<void>;
  /** Reports a mobile that fails its rule instead of sending. */
  onMobileError: (message: string) => void;
  testId: string;
}

/**
 * An SMS code input with its "get code" button (portal-shell §5 mobile rule first); the
 * button waits a minute between codes, as the server does.
 */
export function SmsCodeField({ mobile, code, onCode, send, onMobileError, testId }: SmsCodeFieldProps) {
  useLocale();
  const { left, start } = useCountdown();
  const [busy, setBusy] = useState(false);

  async function request() {
    const problem = mobileRule(mobile);
    if (problem) return onMobileError(problem);
    setBusy(true);
    try {
      await send(mobile.trim());
      start(SMS_RESEND_SECONDS);
      notify(msg('验证码已发送，请查收短信'), 'success');
    } catch (error) {
      notify(failureText(error), 'danger');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="account-sms-row">
      <SlInput
        name="smscode"
        autocomplete="one-time-code"
        inputmode="numeric"
        label={msg('短信验证码')}
        placeholder={msg('请输入短信验证码')}
        value={code}
        onSlInput={(event) => onCode((event.target as HTMLInputElement).value)}
        data-testid={testId}
      />
      <SlButton disabled={left > 0} loading={busy} onClick={() => void request()} data-testid={`${testId}-send`}>
        {left > 0 ? msg(str`${left} 秒后重发`) : msg('获取验证码')}
      </SlButton>
    </div>
  );
}
