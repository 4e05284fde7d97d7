/** The prompt opens this long before the session expires (portal-shell §9: 30 s + 60 s). */
export const IDLE_PROMPT_LEAD_MS = 30_000 + 60_000;
/** The prompt's countdown (portal-shell §9: 30 seconds). */
export const IDLE_COUNTDOWN_S = 30;

/** Where a session stands with respect to the idle prompt. */
export type IdleState = { phase: 'quiet' } | { phase: 'prompt'; secondsLeft: number } | { phase: 'over' };

/**
 * The idle prompt's state at `now` for a session expiring at `expiresAt` (portal-shell §2.10,
 * §9): quiet until 90 s before expiry, then a 30-second countdown; when it has run out the
 * user is logged out — 60 s before the token would lapse, so the logout call still counts.
 */
export function idleState(expiresAt: number, now: number): IdleState {
  const opensAt = expiresAt - IDLE_PROMPT_LEAD_MS;
  if (now < opensAt) return { phase: 'quiet' };
  const msLeft = opensAt + IDLE_COUNTDOWN_S * 1000 - now;
  return msLeft > 0 ? { phase: 'prompt', secondsLeft: Math.ceil(msLeft / 1000) } : { phase: 'over' };
}
