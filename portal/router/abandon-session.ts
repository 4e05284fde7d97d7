import { msg } from '@lit/localize';
import { signOut } from '../../shared/auth/index.ts';
import { $session } from '../../shared/stores/index.ts';
import { notify } from '../components/notify.ts';

let abandoned: string | null = null;

/**
 * Gives up a session whose permissions could not be fetched (portal-shell §2.2, §8): says
 * that requesting user info failed and signs out, once per session. The guard then sends
 * the user to the sign-in page with the wanted path as `redirect`.
 */
export async function abandonSession(): Promise<void> {
  const token = $session.get()?.token ?? null;
  if (token === null || token === abandoned) return;
  abandoned = token;
  notify(msg('请求用户信息失败，请重试！'), 'danger');
  // The session ends locally whatever the server answers; its answer adds nothing here.
  await signOut().catch(() => undefined);
}
