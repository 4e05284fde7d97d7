/**
 * A size attribute (`height`, `tab-size`) as a number: a positive whole number up to `max`,
 * or `fallback` for anything else (an attribute's text may be anything).
 */
export function positiveOr(value: unknown, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}
