import type { AppError } from './app-error.ts';

/** How many pieces of one kind of work may run at once, and how many may wait for a turn. */
export interface WorkGateLimits {
  concurrency: number;
  queue: number;
}

/**
 * A queue in front of costly work: at most `concurrency` in flight, at most `queue` waiting;
 * one more is refused at once with `busy(seconds)` (a 503 with Retry-After, the seconds from
 * a running average of how long one piece takes), rather than queued behind minutes of others'.
 * Password hashes (lib/credentials/hash-gate.ts) and spreadsheet imports (kit/import-gate.ts) use it.
 */
export function createWorkGate(limits: WorkGateLimits, busy: (seconds: number) => AppError, initialAverageMs = 500) {
  let running = 0;
  const waiting: (() => void)[] = [];
  let averageMs = initialAverageMs;

  // A finished piece hands its slot straight to the first waiter, so a newcomer arriving
  // between the two can never take it and exceed the limit.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    limits,
    /** Runs `work` when a slot is free; throws `busy(seconds)` when the queue is full. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency) {
        if (waiting.length >= limits.queue) {
          throw busy(Math.max(1, Math.ceil((averageMs * (waiting.length + running)) / limits.concurrency / 1000)));
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
    /** Pieces running and waiting now (tests, benchmarks). */
    load: () => ({ running, waiting: waiting.length }),
  };
}
export type WorkGate = ReturnType<typeof createWorkGate>;
