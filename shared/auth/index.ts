/** Sign-in and sign-out of elements and portal. */
export { signIn, signOut, fetchLoginOptions, fetchCaptcha, newCaptchaKey } from './sign-in.ts';
export { startScanLogin, pollScanLogin, openScanRequest, confirmScanLogin, refuseScanLogin } from './scan-login.ts';
export { SMS_RESEND_SECONDS, sendLoginCode, phoneSignIn } from './phone-sign-in.ts';
export { isEnterpriseChatApp } from './chat-app.ts';
export { EMBED_PARAM, HANDOFF_MESSAGE_TYPE, embedSignInUrl, handoffMessage, isHandoffMessage, adoptHandoff, isEmbedOriginAllowed, adoptToken, type HandoffMessage } from './embed-handoff.ts';
