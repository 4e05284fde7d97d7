/**
 * True inside an enterprise chat app's browser (DingTalk marks its user agent with
 * `DingTalk/<version>`). There a dead session is not a modal to click through: the page
 * says it is logging in again and goes back to sign-in by itself (portal-shell §8).
 */
export function isEnterpriseChatApp(userAgent: string): boolean {
  return /\bDingTalk\//i.test(userAgent);
}
