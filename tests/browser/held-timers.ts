/** Timers of one delay that a test holds back and fires itself. */
export interface HeldTimers {
  /** How many are set and neither fired nor cleared. */
  pending(): number;
  /** Runs the pending ones now, as if their time had come. */
  fire(): void;
  /** Gives the page its own timers back. */
  restore(): void;
}

/**
 * A clock the test controls for one kind of wait: every `setTimeout` of exactly `delay` ms set
 * after this call is held (not run) until the test calls `fire()`; `clearTimeout` drops it.
 * Timers of any other delay run as usual, so the browser, React and Shoelace are untouched.
 * A component's debounce is then tested by what it sets and clears, not by how long it takes.
 */
export function holdTimers(delay: number): HeldTimers {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const held = new Map<number, () => void>();
  // Negative ids: never one the browser gives.
  let nextId = -1;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (ms !== delay || typeof handler !== 'function') return realSet(handler, ms, ...args);
    const id = nextId--;
    held.set(id, () => handler(...args));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;
  return {
    pending: () => held.size,
    fire() {
      const due = [...held.values()];
      held.clear();
      for (const run of due) run();
    },
    restore() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}
