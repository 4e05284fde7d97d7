import { get, put } from '../api/methods.ts';
import type { FireIntervalSetting } from '../schemas/fire-interval.ts';

/** The path of the shortest interval between two fires (permission `system:config:edit`; changed by the platform only). */
const PATH = '/sys/config/fireInterval';

/** Reads the shortest interval between two fires of a push plan or scheduled job. */
export function fetchFireInterval(): Promise<FireIntervalSetting> {
  return get<FireIntervalSetting>(PATH);
}

/** Saves it; answers the saved setting. */
export function saveFireInterval(setting: FireIntervalSetting): Promise<FireIntervalSetting> {
  return put<FireIntervalSetting>(PATH, setting);
}
