import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/credentials/passwords.ts';
import { createUserRepository } from './user-repository.ts';

/** Imported passwords waiting for their hash, at most: four full imports (their plain texts are held in memory until hashed). */
export const MAX_PENDING_PASSWORDS = 20_000;

interface Pending {
  userId: string;
  /** What the user's row holds until the hash is written: shaped as a hash, matching no password. */
  placeholder: string;
  password: string;
}

/**
 * The passwords of imported users, hashed after the import answered (issue 21): a user import
 * of 5,000 rows would otherwise hold its request for the 5,000 scrypt hashes (25 minutes at
 * the production cost). The import writes each user with a placeholder (`placeholderHash`)
 * and hands the password here; one hash at a time goes through the process's hash gate, so a
 * sign-in always finds a free slot beside it, then the placeholder is replaced — unless the
 * password was changed meanwhile. Until then the user's sign-in fails as a wrong password
 * would, after a hash of the same cost (nothing tells a pending account from another). A
 * process stopped before the end leaves those users without a usable password (the plain
 * texts were only in memory): an administrator sets one (`changePassword`); the log says how many.
 */
export function createImportedPasswords(ctx: AppContext) {
  const queue: Pending[] = [];
  let working: Promise<void> | null = null;
  let closed = false;

  async function work() {
    for (let next = queue.shift(); next && !closed; next = queue.shift()) {
      try {
        const hash = await hashPassword(next.password, ctx.scryptLogN);
        await createUserRepository(ctx.db).replacePlaceholderHash(next.userId, next.placeholder, hash);
      } catch (error) {
        if (error instanceof AppError && error.status === 503) {
          // The hash gate is full of sign-ins: they go first, this one comes back after them.
          queue.unshift(next);
          await new Promise((resolve) => setTimeout(resolve, 1000 * Number(error.headers?.['retry-after'] ?? 1)));
        } else if (!closed) {
          console.error('an imported password could not be hashed:', error);
        }
      }
    }
    working = null;
  }

  return {
    /** A value for the password column of a user whose hash is to come: a random scrypt-shaped string no password matches. */
    placeholderHash: () => ['scrypt', ctx.scryptLogN, 8, 1, randomBytes(16).toString('base64'), randomBytes(64).toString('base64')].join('$'),
    /** Refuses (503, a row in error) when too many passwords already wait. */
    checkRoom() {
      if (queue.length >= MAX_PENDING_PASSWORDS) throw new AppError(503, 'importPasswordsBusy', { limit: MAX_PENDING_PASSWORDS });
    },
    /** Hashes `password` for the user whose row holds `placeholder`, after the work already waiting. */
    enqueue(userId: string, placeholder: string, password: string) {
      if (closed) return;
      queue.push({ userId, placeholder, password });
      working ??= work();
    },
    /** Passwords not hashed yet (the one being hashed included). */
    pending: () => queue.length + (working ? 1 : 0),
    /** Resolves once every password handed over so far is hashed (tests). */
    async idle() {
      while (working) await working;
    },
    /** Stops after the hash under way; the rest are dropped, and said so. */
    async close() {
      closed = true;
      if (queue.length) console.warn(`${queue.length} imported users were left without a password (the process stopped before hashing them): set theirs with changePassword`);
      queue.length = 0;
      await working;
    },
  };
}
export type ImportedPasswords = ReturnType<typeof createImportedPasswords>;

const byContext = new WeakMap<AppContext, ImportedPasswords>();

/** The app's one queue of imported passwords. */
export function importedPasswordsOf(ctx: AppContext): ImportedPasswords {
  let found = byContext.get(ctx);
  if (!found) byContext.set(ctx, (found = createImportedPasswords(ctx)));
  return found;
}
