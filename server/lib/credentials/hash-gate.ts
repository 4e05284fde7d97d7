import { AppError } from '../app-error.ts';
import { createWorkGate, type WorkGate, type WorkGateLimits } from '../work-gate.ts';

/** How many password hashes may run at once, and how many may wait for a turn. */
export type HashGateLimits = WorkGateLimits;

/**
 * The default: half of libuv's thread pool (4 threads unless `UV_THREADPOOL_SIZE` says
 * otherwise), so that a burst of sign-ins leaves threads free for the file reads of static
 * files and the other work that shares the pool; bench/login-burst.ts measures it.
 */
export function defaultHashGateLimits(env: NodeJS.ProcessEnv = process.env): HashGateLimits {
  const pool = Number(env.UV_THREADPOOL_SIZE) || 4;
  const concurrency = Math.max(1, Math.floor(pool / 2));
  return { concurrency, queue: 8 * concurrency };
}

/**
 * A queue in front of scrypt: at most `concurrency` hashes in flight, at most `queue`
 * waiting; one more is refused at once with 503 and Retry-After (the server is busy, the
 * password was not looked at), rather than queued behind a minute of others' hashes.
 */
export function createHashGate(limits: HashGateLimits): WorkGate {
  return createWorkGate(limits, (seconds) => new AppError(503, 'passwordWorkBusy', { seconds }, { 'retry-after': String(seconds) }));
}
export type HashGate = WorkGate;
