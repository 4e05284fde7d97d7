import { HEADERS } from '../../shared/schemas/headers.ts';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../shared/schemas/locale.ts';

/**
 * The request's locale: the `X-Locale` header (cn, en, tc) first, then Accept-Language
 * (zh-TW/zh-HK/zh-Hant give tc, en gives en), else cn.
 */
export function requestLocale(headers: Record<string, string | string[] | undefined>): Locale {
  const explicit = headers[HEADERS.locale];
  if (typeof explicit === 'string' && explicit) return toLocale(explicit.toLowerCase());
  const accept = String(headers['accept-language'] ?? '').toLowerCase();
  const first = accept.split(',')[0]?.trim() ?? '';
  if (/^zh-(tw|hk|mo|hant)/.test(first)) return 'tc';
  if (first.startsWith('en')) return 'en';
  return DEFAULT_LOCALE;
}
