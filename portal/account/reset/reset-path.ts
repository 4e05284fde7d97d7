/** The public password-reset route (portal-shell §2.1 "/user/reset"). */
export const RESET_PATH = '/user/reset';
