import { AppError } from '../../lib/app-error.ts';

/** How many password hashes may run at once, and how many may wait for a turn. */
export interface HashGateLimits {
  concurrency: number;
  queue: number;
}

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
export function createHashGate(limits: HashGateLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A running average of how long one hash takes, to tell the refused client when to come back.
  let averageMs = 500;

  // A finished hash hands its slot straight to the first waiter, so a newcomer arriving
  // between the two can never take it and exceed the limit.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    limits,
    /** Runs `work` when a slot is free; throws 503 `passwordWorkBusy` when the queue is full. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency) {
        if (waiting.length >= limits.queue) {
          const seconds = Math.max(1, Math.ceil((averageMs * (waiting.length + running)) / limits.concurrency / 1000));
          throw new AppError(503, 'passwordWorkBusy', { seconds }, { 'retry-after': String(seconds) });
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        release();
      }
    },
    /** Hashes running and waiting now (tests, benchmarks). */
    load: () => ({ running, waiting: waiting.length }),
  };
}
export type HashGate = ReturnType<typeof createHashGate>;
