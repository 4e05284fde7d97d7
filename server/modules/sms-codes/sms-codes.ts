import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsMode } from '../../../shared/schemas/sms.ts';
import type { Locale } from '../../../shared/schemas/locale.ts';
import type { AppContext } from '../../app-context.ts';
import { translate } from '../../i18n/messages.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { createSmsCodeRepository } from './sms-code-repository.ts';
import { createSmsGateway, type SmsGateway } from './sms-gateway.ts';

/** Limits of SMS codes (portal-shell §2.3 phone login and reset). */
export const SMS_LIMITS = {
  /** A code lives 5 minutes. */
  ttlMs: 5 * 60_000,
  /** One code a minute per number. */
  perNumberMs: 60_000,
  /** Wrong attempts before the code is burnt. */
  maxAttempts: 5,
  /** Distinct numbers one client address may ask codes for within `perAddressWindowMs`. */
  perAddressNumbers: 10,
  perAddressWindowMs: 60 * 60_000,
} as const;

/** What checking a code found: right, wrong (attempts left), or no live code (expired, used, burnt, none). */
export type SmsVerdict = 'ok' | 'wrong' | 'expired';

const digest = (salt: string, mobile: string, mode: string, code: string) =>
  createHash('sha256').update(`${salt}:${mobile}:${mode}:${code}`).digest();

function tooMany(key: 'smsTooFrequent' | 'smsTooMany', waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, key, { seconds }, { 'retry-after': String(seconds) });
}

/**
 * Six-digit SMS codes, one live code per mobile and mode, stored as a salted hash. A code is
 * single-use, bound to its mode, dies after 5 minutes or 5 wrong attempts. Requests are
 * throttled per number (one a minute) and per client address (10 numbers an hour), and the
 * throttle counts a request whether or not a message was sent, so the answer never tells
 * whether a number belongs to an account.
 */
export function createSmsCodeService(ctx: AppContext, gateway: SmsGateway = createSmsGateway(ctx.db, ctx.config.smsWebhookUrl)) {
  const store = createSmsCodeRepository(ctx.db);

  /** Throws 429 (with Retry-After) when the number or the address asked too often; else records the request. */
  async function throttle(mobile: string, ip: string, now: Date) {
    const last = await store.lastRequestOf(mobile);
    const sinceLast = last ? now.getTime() - last.getTime() : Infinity;
    if (sinceLast < SMS_LIMITS.perNumberMs) throw tooMany('smsTooFrequent', SMS_LIMITS.perNumberMs - sinceLast);
    if (ip) {
      const windowStart = new Date(now.getTime() - SMS_LIMITS.perAddressWindowMs);
      const rows = await store.requestsFrom(ip, windowStart);
      const numbers = new Set(rows.map((r) => r.mobile));
      if (!numbers.has(mobile) && numbers.size >= SMS_LIMITS.perAddressNumbers) {
        const oldest = rows[0]!.created_at.getTime();
        throw tooMany('smsTooMany', oldest + SMS_LIMITS.perAddressWindowMs - now.getTime());
      }
    }
    await store.recordRequest({ mobile, ip, at: now }, new Date(now.getTime() - SMS_LIMITS.perAddressWindowMs));
  }

  return {
    /**
     * Counts a request for a code and, when `eligible` (the caller decided the number may get
     * one), replaces the live code of `mobile` and `mode` and sends it in `locale`. Throws 429
     * with Retry-After when throttled. An ineligible request is throttled the same way and
     * answers the same, so callers can reply identically either way.
     */
    async issue(mobile: string, mode: SmsMode, options: { ip?: string; locale?: Locale; eligible?: boolean } = {}): Promise<void> {
      const now = ctx.now();
      await throttle(mobile, options.ip ?? '', now);
      if (options.eligible === false) return;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('base64url');
      const values = {
        mobile, mode, salt, code_hash: digest(salt, mobile, mode, code).toString('hex'), attempts: 0,
        expires_at: new Date(now.getTime() + SMS_LIMITS.ttlMs),
      };
      await store.replaceCode(values);
      const minutes = SMS_LIMITS.ttlMs / 60_000;
      await gateway.send(mobile, translate(options.locale ?? 'cn', 'smsCodeText', { code, minutes }));
    },

    /** Checks `code` for `mobile` in `mode`; a right code is used up, a fifth wrong one burns it. */
    async verify(mobile: string, mode: SmsMode, code: string): Promise<SmsVerdict> {
      const now = ctx.now();
      const row = await store.codeOf(mobile, mode);
      if (!row || row.expires_at <= now || row.attempts >= SMS_LIMITS.maxAttempts) return 'expired';
      const match = timingSafeEqual(digest(row.salt, mobile, mode, code.trim()), Buffer.from(row.code_hash, 'hex'));
      const live = { mobile, mode, code_hash: row.code_hash };
      if (match) {
        // Deleting the very row read makes a concurrent second use find nothing.
        return (await store.useCode(live)) ? 'ok' : 'expired';
      }
      const attempts = await store.countWrongAttempt(live);
      if (attempts === undefined) return 'expired';
      if (attempts >= SMS_LIMITS.maxAttempts) await store.burnCode(live);
      return 'wrong';
    },

    /** `verify`, throwing the catalogue's 400 for a wrong or dead code. */
    async check(mobile: string, mode: SmsMode, code: string): Promise<void> {
      const verdict = await this.verify(mobile, mode, code);
      if (verdict === 'wrong') throw badRequest('smsCodeWrong');
      if (verdict === 'expired') throw badRequest('smsCodeExpired');
    },
  };
}
export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
