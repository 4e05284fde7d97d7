import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The database or the transaction a statement runs in (a Transaction is a Kysely). */
type Executor = Kysely<Database>;

/** A stored captcha: hashes only, and when it expires. */
export interface CaptchaRow {
  key_hash: string;
  code_hash: string;
  expires_at: Date;
}

/** Stores the captcha of a key, replacing the key's older one. */
export async function storeCaptcha(db: Executor, captcha: CaptchaRow): Promise<void> {
  await db.insertInto('captchas').values(captcha)
    .onConflict((oc) => oc.column('key_hash').doUpdateSet({ code_hash: captcha.code_hash, expires_at: captcha.expires_at }))
    .execute();
}

/** Deletes the captchas expired at `now`. */
export async function deleteExpiredCaptchas(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
}

/** Deletes the captcha of a key and answers it (a captcha is good for one attempt); undefined when there is none. */
export async function takeCaptcha(db: Executor, keyHash: string): Promise<CaptchaRow | undefined> {
  return db.deleteFrom('captchas').where('key_hash', '=', keyHash).returningAll().executeTakeFirst();
}
