/** Public account routes (portal-shell §2.1). */
export const REGISTER_PATH = '/user/register';
export const REGISTER_RESULT_PATH = '/user/register-result';
export const ALTERATION_PATH = '/user/alteration';

/** The alteration page for `username`, saying why when the password-update check sent the user there. */
export function alterationPathFor(username: string, reason?: 'expired'): string {
  const query = new URLSearchParams({ username, ...(reason ? { reason } : {}) });
  return `${ALTERATION_PATH}?${query.toString()}`;
}
