import { msg, str } from '@lit/localize';
import { CHAT_CONFIG_MAX_LENGTH, type EnterpriseChatConfig } from '../schemas/scan-login.ts';

/** The text fields of the enterprise-chat switch form. */
export type ChatConfigField = 'appKey' | 'appSecret' | 'redirectUri';

/** What the administrator typed into the switch form. */
export interface ChatConfigForm {
  enabled: boolean;
  provider: EnterpriseChatConfig['provider'];
  appKey: string;
  appSecret: string;
  redirectUri: string;
}


const isWebUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * The localised message of each field that cannot be saved. Switched on, the login needs
 * every credential (the server falls back to the built-in QR code otherwise, silently), so
 * they are required then; a stored secret counts, as an empty one keeps it.
 */
export function chatConfigErrors(form: ChatConfigForm, hasStoredSecret: boolean): Partial<Record<ChatConfigField, string>> {
  const errors: Partial<Record<ChatConfigField, string>> = {};
  const appKey = form.appKey.trim();
  const redirectUri = form.redirectUri.trim();
  const tooLong = (field: ChatConfigField, value: string) => {
    const max = CHAT_CONFIG_MAX_LENGTH[field];
    return value.length > max ? msg(str`长度不能超过 ${max} 个字符`) : null;
  };

  const keyMessage = tooLong('appKey', appKey) ?? (form.enabled && !appKey ? msg('请输入 AppKey') : null);
  if (keyMessage) errors.appKey = keyMessage;
  const secretMessage = tooLong('appSecret', form.appSecret)
    ?? (form.enabled && !form.appSecret && !hasStoredSecret ? msg('请输入 AppSecret') : null);
  if (secretMessage) errors.appSecret = secretMessage;
  const uriMessage = tooLong('redirectUri', redirectUri)
    ?? (redirectUri && !isWebUrl(redirectUri) ? msg('请输入以 http:// 或 https:// 开头的网址')
      : form.enabled && !redirectUri ? msg('请输入回调地址') : null);
  if (uriMessage) errors.redirectUri = uriMessage;
  return errors;
}
