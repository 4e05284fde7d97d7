import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_POLICY } from '../../../shared/schemas/auth.ts';
import { createHashGate, defaultHashGateLimits, type HashGate, type HashGateLimits } from './hash-gate.ts';

/** scrypt cost as log2(N); architecture §4 fixes N = 2^17, r = 8, p = 1 in production. */
export const DEFAULT_SCRYPT_LOG_N = 17;
const KEY_LENGTH = 64;

// One gate per process: every scrypt of the process (sign-ins, password changes, the seed)
// shares libuv's thread pool, so they share one limit too.
let gate: HashGate = createHashGate(defaultHashGateLimits());

/** Sets how many hashes run and wait at once (config `DKP_SCRYPT_CONCURRENCY`, `DKP_SCRYPT_QUEUE`). */
export function limitPasswordWork(limits: HashGateLimits): void {
  gate = createHashGate(limits);
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // N = 2^17 with r = 8 needs 128 MiB; Node's default ceiling is 32 MiB.
  const maxmem = 256 * 1024 * 1024;
  return gate.run(() => new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  ));
}

/** Hashes a password as `scrypt$logN$r$p$salt$hash` (base64), so the cost can change later. */
export async function hashPassword(password: string, logN = DEFAULT_SCRYPT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** logN, r: 8, p: 1 });
  return ['scrypt', logN, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches `stored`; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: 2 ** Number(logN), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when the password satisfies the policy of portal-shell §5. */
export function meetsPasswordPolicy(password: string): boolean {
  return PASSWORD_POLICY.test(password);
}

/** A random password that satisfies the policy, for generated initial passwords. */
export function generatePassword(): string {
  const classes = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '#%+-=@_'];
  const all = classes.join('');
  // One of each class, then 16 from all of them (over 100 bits), shuffled.
  const chars = [...classes.map((c) => c[randomInt(c.length)]!), ...Array.from({ length: 16 }, () => all[randomInt(all.length)]!)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
