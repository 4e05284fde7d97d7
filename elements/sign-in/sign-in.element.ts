import type { ElementDefinition } from '../define/element-definition.ts';

/** `<dkp-sign-in>`: the page's DKP account, signed in through the portal's popup. */
export const signInElement = {
  tag: 'dkp-sign-in',
  className: 'DkpSignIn',
  summary: "The page's DKP account: 'sign in' through the portal's popup, or the signed-in user and 'sign out'.",
  description: 'Every element of the page shares the session: signing in or out here is seen by all of them.',
  attributes: [],
  events: [
    { name: 'dkp-signed-in', description: 'The portal handed a session back to this element. `detail.username`.' },
    { name: 'dkp-signed-out', description: 'The user signed out here. `detail.username`.' },
  ],
  cssParts: [
    { name: 'prompt', description: "The sign-in offer: sentence and 'sign in' button." },
    { name: 'account', description: "The signed-in state: user and 'sign out' button." },
    { name: 'user', description: 'The signed-in user name.' },
  ],
} as const satisfies ElementDefinition<Record<string, never>>;
