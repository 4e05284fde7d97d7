import { atom } from 'nanostores';
import { apiOrigin, moveApiBase } from '../../shared/api/index.ts';
import { adoptToken } from '../../shared/auth/embed-handoff.ts';
import { chooseLocale } from '../../shared/stores/locale.ts';
import type { CommonAttributeName } from './element-definition.ts';

/**
 * The origin of the DKP portal and API: the origin of the configured API base (the page's own
 * origin while no `api-base` was given). Sign-in popups open there and handoff messages are
 * accepted only from there.
 */
export function portalOrigin(): string {
  return apiOrigin();
}

/**
 * The portal origin as last configured by an `api-base`; `null` while none was given (the page's
 * own origin applies). Shoelace-using code follows it for icons (`elements/shoelace/icon-base.ts`),
 * so this module, in every element's runtime chunk, does not pull Shoelace in.
 */
export const $portalOrigin = atom<string | null>(null);

/**
 * Applies one of the attributes every element takes to the page-wide state they share: the
 * API client, the locale store, the session. Several elements may give the same value; the
 * last one written wins, as for any shared setting. Never throws at the page.
 */
export function applyCommonAttribute(name: CommonAttributeName, value: string | null): void {
  if (value === null || value === '') return;
  if (name === 'api-base') {
    // On a host page a reload would throw away the page's own state: an ended session only
    // signs the elements out, and they offer sign-in again. A session issued by another API
    // origin ends here, so its token never reaches the new one.
    moveApiBase(value, { reload: () => undefined });
    $portalOrigin.set(portalOrigin());
  } else if (name === 'locale') {
    chooseLocale(value);
  } else {
    // After the current task, so an `api-base` written after `token` is in force first.
    queueMicrotask(() => void adoptToken(value).catch(() => undefined));
  }
}
