import { msg } from '@lit/localize';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useState } from 'react';
import { newCaptchaKey } from '../../shared/auth/index.ts';
import { requiredRule } from '../../shared/validation/index.ts';
import { CaptchaImage } from '../auth/CaptchaImage.tsx';
import { useLoginOptions } from '../auth/use-login-options.ts';
import { FieldError } from './FieldError.tsx';

/** The captcha's §5 rule: required. */
export const captchaRule = requiredRule(() => msg('请输入验证码'));

/**
 * The image captcha of an account step, when the server asks for one (`/sys/loginOptions`):
 * whether it shows, its current key, and `refresh` for a new picture — a captcha is good
 * for one attempt only.
 */
export function useCaptcha() {
  const { options } = useLoginOptions();
  const [key, setKey] = useState(newCaptchaKey);
  return { shown: options?.captcha === true, key, refresh: () => setKey(newCaptchaKey()) };
}

/** The captcha row: the field beside its picture, and the field's message. */
export function CaptchaField({ captchaKey, value, error, onInput, onRefresh, testId }: {
  captchaKey: string;
  value: string;
  error: string | undefined;
  onInput: (event: Event) => void;
  onRefresh: () => void;
  testId: string;
}) {
  return (
    <>
      <div className="captcha-row">
        <SlInput name="captcha" autocomplete="off" label={msg('验证码')} placeholder={msg('请输入验证码')}
          value={value} onSlInput={onInput} data-testid={testId} />
        <CaptchaImage captchaKey={captchaKey} onRefresh={onRefresh} />
      </div>
      <FieldError id={testId} message={error} />
    </>
  );
}
