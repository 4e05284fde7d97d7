/** Calls and field rules of the administration screens. */
export { chatLoginCallbackUrl, fetchChatLoginConfig, saveChatLoginConfig } from './chat-login-config.ts';
export { fetchSmsOutbox, type SmsOutboxQuery } from './sms-outbox.ts';
export { chatConfigErrors, type ChatConfigForm, type ChatConfigField } from './chat-config-rules.ts';
