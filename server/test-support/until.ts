/**
 * Waits for `condition`, looking again every 10 ms for at most `limitMs` (then fails with
 * `what`): for a state the server reaches on its own (a worker opened, a line logged), never
 * as a fixed sleep.
 */
export async function until(condition: () => boolean, what = 'the condition', limitMs = 30_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`${what} never held within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
