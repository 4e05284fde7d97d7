import { adoptHandoff, embedSignInUrl, isHandoffMessage } from '../../shared/auth/embed-handoff.ts';
import type { Session } from '../../shared/stores/session.ts';
import { portalOrigin } from '../define/page-settings.ts';

/** How a sign-in through the portal's popup ended. */
export type PopupSignIn = { outcome: 'signed-in'; session: Session } | { outcome: 'blocked' } | { outcome: 'closed' };

const POPUP_FEATURES = 'popup,width=520,height=680';
const CLOSED_POLL_MS = 500;

/**
 * Opens the portal's sign-in on the portal origin in a popup and waits for its handoff
 * (docs/elements.md "Sign-in handoff"). Only a message from the portal origin, from that very
 * popup and of the handoff's shape is taken; it becomes the page's shared session.
 * Resolves `closed` when the user closes the popup first, `blocked` when the browser refused
 * to open it. Call it from a click, or browsers block the popup.
 */
export function signInThroughPopup(): Promise<PopupSignIn> {
  const origin = portalOrigin();
  const popup = window.open(embedSignInUrl(origin, location.origin), 'dkp-sign-in', POPUP_FEATURES);
  if (!popup) return Promise.resolve({ outcome: 'blocked' });
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: PopupSignIn) => {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup || !isHandoffMessage(event.data)) return;
      finish({ outcome: 'signed-in', session: adoptHandoff(event.data, origin) });
    };
    window.addEventListener('message', onMessage);
    // The portal closes the popup right after posting, so a message is read before this sees it closed.
    const watch = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(watch);
      setTimeout(() => finish({ outcome: 'closed' }), CLOSED_POLL_MS);
    }, CLOSED_POLL_MS);
  });
}
