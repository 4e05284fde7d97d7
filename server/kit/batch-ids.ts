import { badRequest } from '../lib/app-error.ts';

/** At most this many ids in one batch delete or selection. */
export const MAX_BATCH_IDS = 1000;

/** The ids of a comma-joined list (widgets-admin §7 "batch ids comma-joined"): trimmed, no empties, at most MAX_BATCH_IDS. */
export function splitIds(text: string): string[] {
  const ids = [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0 || ids.length > MAX_BATCH_IDS || ids.some((id) => id.length > 64)) throw badRequest('idsInvalid');
  return ids;
}
