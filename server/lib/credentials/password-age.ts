const DAY_MS = 24 * 60 * 60 * 1000;

/** What the password-update check reads of a user. */
export interface PasswordState {
  /** `users.password_must_change`: set by an administrator or the seed. */
  mustChange: boolean;
  changedAt: Date;
}

/**
 * The password-update check (portal-shell §2.2 "unless a password-update check is pending"):
 * due when the flag is set, or when the password is older than `maxAgeDays` (0 turns the age
 * rule off). The same rule answers the login and guards every later request.
 */
export function passwordChangeDue(state: PasswordState, maxAgeDays: number, now: Date): boolean {
  if (state.mustChange) return true;
  return maxAgeDays > 0 && now.getTime() - state.changedAt.getTime() >= maxAgeDays * DAY_MS;
}
