import { atom } from 'nanostores';
import type { ApiError } from '../api/api-error.ts';

/**
 * The last failure that ended the session (401, or 500 'Token失效'), for the shell to show
 * as a notification or a "log in again" modal (portal-shell §8); `null` when there is none.
 */
export const $authFault = atom<ApiError | null>(null);
