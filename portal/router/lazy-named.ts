import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a module's named export: the screen's code is fetched when it is first
 * rendered, so the sign-in page does not download the signed-in portal.
 */
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
