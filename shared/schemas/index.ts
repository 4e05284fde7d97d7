/** Shapes of the API, written once for client and server (architecture §3). */
export * from './envelope.ts';
export * from './locale.ts';
export * from './headers.ts';
export * from './auth.ts';
export * from './dict.ts';
export * from './permission.ts';
export * from './user.ts';
export * from './sms.ts';
export * from './sms-outbox.ts';
export * from './password-reset.ts';
export * from './account.ts';
export * from './scan-login.ts';
export * from './field-rules.ts';
export * from './launcher.ts';
export * from './permission-codes.ts';
export * from './search.ts';
export * from './realtime.ts';
