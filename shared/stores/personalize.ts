import { get } from '../api/methods.ts';
import type { Personalize } from '../schemas/user.ts';
import { sessionResource } from './session-resource.ts';

const personalize = sessionResource(() => get<Personalize>('/sys/personalIze/query'));

/**
 * The tenant's personalisation (portal-shell §3, §7 `GET /sys/personalIze/query`): watermark
 * text, header title, logos and the account that does not see brand culture. Loaded once per
 * session when first watched; `null` until then.
 */
export const $personalize = personalize.$value;

/** Loads the personalisation of the current session now (once per session). */
export const loadPersonalize = personalize.load;
