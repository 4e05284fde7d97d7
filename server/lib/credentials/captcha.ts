import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/schema.ts';
import { lazyRequire } from '../lazy-require.ts';
import { deleteExpiredCaptchas, storeCaptcha, takeCaptcha } from './captcha-repository.ts';

/** A captcha lives 5 minutes and is good for one attempt. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** Four characters without the look-alikes (0/O, 1/l/I). */
export function randomCaptchaText(): string {
  return Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

// The module itself renders a given text; its type declarations only describe `create`.
// Loaded at the first captcha (it reads its font then), not at start.
const renderSvg = lazyRequire<(text: string, options: svgCaptcha.ConfigObject) => string>('svg-captcha');

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** Login captchas: an SVG image per client-chosen key; only hashes are stored. */
export function createCaptchaService(db: Kysely<Database>, text: () => string = randomCaptchaText) {
  return {
    /** Issues a new captcha for `key` (replacing an older one) and returns its image as a data URL. */
    async issue(key: string, now: Date): Promise<string> {
      const code = text();
      const values = { key_hash: sha(key), code_hash: sha(code.toLowerCase()), expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS) };
      await storeCaptcha(db, values);
      await deleteExpiredCaptchas(db, now);
      const svg = renderSvg()(code, { width: 120, height: 40, fontSize: 44, noise: 2, color: true });
      return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    },

    /** Consumes the captcha of `key`: 'ok', 'wrong' or 'expired' (also when unknown or used). */
    async consume(key: string, code: string, now: Date): Promise<'ok' | 'wrong' | 'expired'> {
      const row = await takeCaptcha(db, sha(key));
      if (!row || row.expires_at <= now) return 'expired';
      return row.code_hash === sha(code.trim().toLowerCase()) ? 'ok' : 'wrong';
    },
  };
}
