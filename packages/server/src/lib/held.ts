/**
 * Rows read from the database and held between changes, for a view the `argus_auth` feed keeps
 * current (modules/token/listener.ts): it answers only while the feed is listening (`resume` …
 * `suspend`), starts empty each time it listens again (what was missed meanwhile is unknown), and
 * keeps a row read while a change was announced only if nothing changed meanwhile: the caller
 * reads `generation` before loading and gives it back with the row (`put`).
 */
export class HeldRows<K, V> {
  private readonly held = new Map<K, { value: V; loadedAt: number }>();
  private live = false;
  /** Moves on every change that drops rows and on every break or resumption of the feed. */
  generation = 0;

  /** `maxAgeMs`: a row is read again after this long even without a notification (a bound on any missed one); `maxEntries`: the oldest go first. */
  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.held.size;
  }

  resume(): void {
    this.clear();
    this.live = true;
  }

  suspend(): void {
    this.live = false;
    this.clear();
  }

  /** The row held for `key`, if the feed listens and it is fresh (in a box: a held null is not "none"). */
  get(key: K): { value: V } | undefined {
    if (!this.live) return undefined;
    const entry = this.held.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.loadedAt > this.maxAgeMs) {
      this.held.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps a row read since `generation` was read, unless something changed meanwhile. */
  put(key: K, generation: number, value: V): void {
    if (!this.live || generation !== this.generation) return;
    if (this.held.size >= this.maxEntries && !this.held.has(key)) {
      const oldest = this.held.keys().next().value;
      if (oldest !== undefined) this.held.delete(oldest);
    }
    this.held.set(key, { value, loadedAt: Date.now() });
  }

  /** A change: drops the rows it concerns (`key`, or those `test` picks), and moves `generation`. */
  drop(key: K): void {
    this.generation++;
    this.held.delete(key);
  }

  dropWhere(test: (value: V) => boolean): void {
    this.generation++;
    for (const [key, entry] of this.held) if (test(entry.value)) this.held.delete(key);
  }

  /** Stops holding a row without a change (nobody needs it any more). */
  forget(key: K): void {
    this.held.delete(key);
  }

  clear(): void {
    this.generation++;
    this.held.clear();
  }
}
