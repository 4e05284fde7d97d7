import { request } from '../../shared/api/index.ts';
import type { UpdatePassword } from '../../shared/schemas/auth.ts';
import { endSession } from '../../shared/stores/index.ts';

/**
 * Changes the user's password (`PUT /sys/user/updatePassword`). The server then ends every
 * session of the user, this one included, so the local session ends too. Resolves with the
 * server's confirmation text; a refusal (e.g. wrong old password) rejects with its message.
 */
export async function changePassword(body: UpdatePassword): Promise<string> {
  const envelope = await request<null>('/sys/user/updatePassword', { method: 'PUT', body });
  endSession();
  return envelope.message;
}
