import { get } from '../../shared/api/index.ts';
import type { DictItem } from '../../shared/schemas/dict.ts';
import { cacheDictItems } from '../../shared/stores/index.ts';

/**
 * Clears the dictionary caches (portal-shell §7): the server drops its copy (`refleshCache`,
 * only for those with `system:dict:refresh`: an administrator's act, refused to staff), then
 * all dictionaries are read again into `$dictCache` for 7 days.
 */
export async function refreshDictCache({ server }: { server: boolean }): Promise<void> {
  if (server) await get<null>('/sys/dict/refleshCache');
  cacheDictItems(await get<Record<string, DictItem[]>>('/sys/dict/queryAllDictItems'));
}
