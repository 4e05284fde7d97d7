import type { ApiError } from './api-error.ts';
import { apiConfig } from './config.ts';
import { $authFault } from '../stores/auth-fault.ts';
import { $session, endSession } from '../stores/session.ts';

/**
 * The token whose end was already told. Several calls in flight meet the same ended session
 * (the bell, a poll, the click's own call); the user is told once and one reload is scheduled.
 */
let toldToken: string | null = null;

/** Forgets the session and reloads the page, which then opens on the login page. */
export function endSessionAndReload(): void {
  endSession();
  apiConfig().reload();
}

/**
 * Reacts to a failed call whose answer ended the session (portal-shell §8): a 401 publishes
 * the fault and, 1.5 s later, ends the session and reloads; a 500 'Token失效' publishes the
 * fault for the shell's modal, whose button calls {@link endSessionAndReload}. Only a call made
 * with the current session's token counts, so a late answer to an old session changes nothing;
 * and only the first for that token, so the user reads one notice however many calls met it.
 */
export function handleSessionFailure(error: ApiError, requestToken: string | null): void {
  const session = $session.get();
  if (!requestToken || session?.token !== requestToken) return;
  const endsSession = error.kind === 'unauthorized' || error.kind === 'password-expired';
  if (!endsSession && error.kind !== 'token-invalid') return;
  if (toldToken === requestToken && $authFault.get() !== null) return;
  toldToken = requestToken;
  $authFault.set(error);
  if (!endsSession) return;
  apiConfig().schedule(() => {
    // Ended or replaced meanwhile (e.g. signed out on the way to the password change): the
    // page has moved on, and reloading it would drop what the user is typing there.
    if ($session.get()?.token !== requestToken) return;
    endSessionAndReload();
  }, apiConfig().sessionEndDelayMs);
}
