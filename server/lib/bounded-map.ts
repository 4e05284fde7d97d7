/**
 * A Map that holds at most `limit` entries, forgetting the oldest-set one to make room. What a
 * cache keeps per session or per user must not grow with the traffic: memory stays flat however
 * many sign in (issue 10), and a forgotten entry is only read again.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.limit) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
