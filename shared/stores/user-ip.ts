import { get } from '../api/methods.ts';
import { sessionResource } from './session-resource.ts';

/** The first address of `getUserIp`'s comma-separated answer (portal-shell §7). */
export function firstIp(answer: string): string {
  return answer.split(',')[0]?.trim() ?? '';
}

const userIp = sessionResource(async () => firstIp(await get<string>('/sys/user/getUserIp')));

/** The signed-in user's IP as the server sees it, fetched once per session; `null` until then. */
export const $userIp = userIp.$value;
