import { useEffect, useState } from 'react';
import { handoffMessage, isEmbedOriginAllowed } from '../../shared/auth/embed-handoff.ts';
import type { Session } from '../../shared/stores/session.ts';

/** Where a handoff stands: asking the server, posted (the popup closes), refused, no opener, or the check failed. */
export type HandoffState = 'checking' | 'sent' | 'refused' | 'no-opener' | 'failed';

/** True when `value` is exactly an http(s) origin (`https://host[:port]`), nothing more. */
function isOrigin(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;
}

/**
 * The portal's half of the sign-in handoff (docs/elements.md): in a popup opened by an element
 * with `/user/login?embed=<page origin>`, once signed in, posts the session to `window.opener`
 * — only after the server confirmed that origin is on `DKP_ALLOWED_ORIGINS`, and with that
 * origin as `targetOrigin`, so the browser delivers it only if the opener really is there —
 * then closes the popup.
 */
export function useEmbedHandoff(origin: string, session: Session): HandoffState {
  const [state, setState] = useState<HandoffState>('checking');
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return setState('no-opener');
    if (!isOrigin(origin)) return setState('refused');
    let cancelled = false;
    isEmbedOriginAllowed(origin).then(
      (allowed) => {
        if (cancelled) return;
        if (!allowed) return setState('refused');
        opener.postMessage(handoffMessage(session), origin);
        setState('sent');
        window.close();
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
    };
    // Keyed by the token: the check itself renews the session, which must not post again.
  }, [origin, session.token]);
  return state;
}
