import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The stored code of one mobile and mode, as hashed. */
export interface StoredSmsCode {
  mobile: string;
  mode: string;
  salt: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

/** The live codes key (mobile, mode, hash): a statement on it touches the very code that was read. */
type LiveCode = Pick<StoredSmsCode, 'mobile' | 'mode' | 'code_hash'>;

/** The statements of the SMS codes (sms_codes), their requests (sms_requests) and the outbox (sms_outbox). */
export function createSmsCodeRepository(db: Kysely<Database>) {
  return {
    /** When `mobile` last asked for a code, or undefined. */
    lastRequestOf: async (mobile: string): Promise<Date | undefined> => (await db.selectFrom('sms_requests').select('created_at').where('mobile', '=', mobile)
      .orderBy('created_at', 'desc').limit(1).executeTakeFirst())?.created_at,

    /** The requests from address `ip` since `since`, oldest first. */
    requestsFrom: (ip: string, since: Date) => db.selectFrom('sms_requests').select(['mobile', 'created_at']).where('ip', '=', ip)
      .where('created_at', '>', since).orderBy('created_at').execute(),

    /** Records a request, dropping those older than `forgetBefore`. */
    async recordRequest(request: { mobile: string; ip: string; at: Date }, forgetBefore: Date): Promise<void> {
      await db.deleteFrom('sms_requests').where('created_at', '<', forgetBefore).execute();
      await db.insertInto('sms_requests').values({ mobile: request.mobile, ip: request.ip, created_at: request.at }).execute();
    },

    /** Stores the code of its mobile and mode, replacing the one before. */
    async replaceCode(code: StoredSmsCode): Promise<void> {
      await db.insertInto('sms_codes').values(code)
        .onConflict((oc) => oc.columns(['mobile', 'mode']).doUpdateSet({
          salt: code.salt, code_hash: code.code_hash, attempts: 0, expires_at: code.expires_at,
        }))
        .execute();
    },

    /** The code of `mobile` in `mode`, or undefined. */
    codeOf: (mobile: string, mode: string) => db.selectFrom('sms_codes').selectAll().where('mobile', '=', mobile).where('mode', '=', mode).executeTakeFirst(),

    /** Deletes the code read; false when another use took it first. */
    async useCode(live: LiveCode): Promise<boolean> {
      return (await db.deleteFrom('sms_codes').where((eb) => eb.and(live)).returning('mobile').executeTakeFirst()) !== undefined;
    },

    /** Counts a wrong attempt on the code read: the attempts now, or undefined when it is gone. */
    async countWrongAttempt(live: LiveCode): Promise<number | undefined> {
      return (await db.updateTable('sms_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where((eb) => eb.and(live)).returning('attempts').executeTakeFirst())?.attempts;
    },

    /** Burns the code read. */
    async burnCode(live: LiveCode): Promise<void> {
      await db.deleteFrom('sms_codes').where((eb) => eb.and(live)).execute();
    },
  };
}

/** Puts a message into `sms_outbox` (the default gateway's delivery). */
export async function addToSmsOutbox(db: Kysely<Database>, mobile: string, text: string): Promise<void> {
  await db.insertInto('sms_outbox').values({ mobile, content: text }).execute();
}
