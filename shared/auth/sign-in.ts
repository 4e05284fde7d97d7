import { ApiError } from '../api/api-error.ts';
import { apiConfig, apiOrigin } from '../api/config.ts';
import { get, post } from '../api/methods.ts';
import type { LoginOptions, LoginRequest, LoginResult } from '../schemas/auth.ts';
import { endSession, startSession, type Session } from '../stores/session.ts';

/** Signs in with account and password (`POST /sys/login`) and starts the session. */
export async function signIn(credentials: LoginRequest): Promise<Session> {
  // The origin the login goes to issues the token, even if the API base moves meanwhile.
  const issuedBy = apiOrigin();
  const result = await post<LoginResult>('/sys/login', credentials);
  return startSession(result, apiConfig().now(), issuedBy);
}

/**
 * Ends the session on the server (`POST /sys/logout`) and locally. The local session ends
 * even when the call fails, so the user is never stuck signed in; a failure still rejects
 * so the caller can show its text (portal-shell §8 "logout failure") — except a 401, which
 * says the server had already ended the session, which is what was asked for.
 */
export async function signOut(): Promise<void> {
  try {
    await post<null>('/sys/logout');
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'unauthorized')) throw error;
  } finally {
    endSession();
  }
}

/** What the sign-in page shows, e.g. whether a captcha is required. */
export function fetchLoginOptions(): Promise<LoginOptions> {
  return get<LoginOptions>('/sys/loginOptions');
}

/** The captcha image of `key` as a data URL. */
export function fetchCaptcha(key: string): Promise<string> {
  return get<string>(`/sys/randomImage/${encodeURIComponent(key)}`);
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh random captcha key matching `CaptchaKeySchema` (16 characters). */
export function newCaptchaKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}
