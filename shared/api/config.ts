import { progressFetch, type UploadProgress } from './progress-fetch.ts';

/** Settings of the API client; elements and portal configure it once at start. */
export interface ApiConfig {
  /** Where the API lives, absolute or relative to the page (portal-shell §7 "A base path is configured"). */
  baseUrl: string;
  /** Shared secret for `X-Sign`; the portal passes `VITE_DKP_SIGN_SECRET`. */
  signSecret: string;
  /** Request time limit (portal-shell §9: 9000 ms). */
  timeoutMs: number;
  /** Delay before a 401 ends the session and reloads (portal-shell §8: 1.5 s). */
  sessionEndDelayMs: number;
  fetch: typeof fetch;
  /** `fetch` that reports how much of the body has gone (uploads); `XMLHttpRequest` in a browser. */
  progressFetch: (input: string, init: RequestInit, onProgress: UploadProgress) => Promise<Response>;
  now: () => number;
  /** Reloads the page after the session ended. */
  reload: () => void;
  schedule: (task: () => void, delayMs: number) => void;
  /** The address relative API URLs are resolved against: the document's base URL in a browser. */
  pageUrl: () => string;
}

const defaults: ApiConfig = {
  baseUrl: '/api',
  signSecret: '',
  timeoutMs: 9000,
  sessionEndDelayMs: 1500,
  fetch: (input, init) => globalThis.fetch(input, init),
  progressFetch,
  now: () => Date.now(),
  reload: () => globalThis.location?.reload(),
  schedule: (task, delayMs) => void setTimeout(task, delayMs),
  pageUrl: () => globalThis.document?.baseURI ?? globalThis.location?.href ?? 'http://localhost/',
};

let current: ApiConfig = { ...defaults };

/** Changes some settings; the others keep their defaults (or earlier values). */
export function configureApi(settings: Partial<ApiConfig>): void {
  current = { ...current, ...settings };
  current.baseUrl = current.baseUrl.replace(/\/+$/, '');
}

/** Restores the defaults (tests). */
export function resetApiConfig(): void {
  current = { ...defaults };
}

/** The settings in force. */
export function apiConfig(): Readonly<ApiConfig> {
  return current;
}

/** What {@link originOf} answers for an address that is not a URL: equal to no session's origin. */
export const NO_ORIGIN = 'null';

/**
 * The origin (`scheme://host:port`) of `url`, resolved against the page like `fetch` does;
 * {@link NO_ORIGIN} when it cannot be resolved.
 */
export function originOf(url: string): string {
  try {
    return new URL(url || '/', current.pageUrl()).origin;
  } catch {
    return NO_ORIGIN;
  }
}

/**
 * The origin of the API the client calls now (that of `baseUrl`). A session records the one
 * that issued its token, and its token goes only there (docs/elements.md "The session's API origin").
 */
export function apiOrigin(): string {
  return originOf(current.baseUrl);
}
