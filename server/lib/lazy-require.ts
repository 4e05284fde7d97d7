import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded at its first use instead of at start: for packages that only a
 * few requests need (the captcha's font renderer, the HTML sanitiser, the QR encoder, the
 * PostgreSQL client on PGlite), whose loading was a good part of every start. Synchronous,
 * so callers stay as they were; types come from `import type`.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: { module: T } | undefined;
  return () => (loaded ??= { module: require(id) as T }).module;
}
