import { msg } from '@lit/localize';

/** The fields of the account-and-password form. */
export interface LoginFields {
  username: string;
  password: string;
  captcha: string;
}

/** A field of the form. */
export type LoginField = keyof LoginFields;

/** The required fields left empty (portal-shell §5); the captcha only counts when shown. */
export function missingLoginFields(fields: LoginFields, captchaShown: boolean): LoginField[] {
  const missing: LoginField[] = [];
  if (fields.username.trim() === '') missing.push('username');
  if (fields.password === '') missing.push('password');
  if (captchaShown && fields.captcha.trim() === '') missing.push('captcha');
  return missing;
}

/** The message for an empty required field, in the current language. */
export function requiredMessage(field: LoginField): string {
  switch (field) {
    case 'username':
      return msg('请输入用户名');
    case 'password':
      return msg('请输入密码');
    case 'captcha':
      return msg('请输入验证码');
  }
}
