/** A kept value, its weight, and when it last moved to the newest end. */
interface Entry<V> {
  value: V;
  weight: number;
  /** `moves` when the entry was last added or moved to the newest end */
  movedAt: number;
}

/**
 * A map that holds at most `capacity` worth of entries and lets the least recently used go first: a read or a
 * write makes an entry the most recent (a Map keeps its keys in the order they were set, so the oldest is its
 * first). Each entry weighs 1 unless `weigh` says otherwise (a document's bytes, say); one heavier than the whole
 * capacity is not kept at all.
 *
 * Moving an entry to the newest end costs a Map delete and set, and V8 rebuilds a small Map's table every few of
 * those: a profile of a signed-in read (bench:api) put 7.5% of the server's busy time in this class's `get`, for
 * two entries read again and again. So a read moves an entry only when it has fallen out of the newest quarter
 * (more than a quarter of the entries were added or moved since it last was): one read that often stays far from
 * the oldest end, and the order is least-recently-used within a quarter of the entries.
 */
export class RecentlyUsed<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private weight = 0;
  /** How many times an entry has been added or moved to the newest end. */
  private moves = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  /** The value for key, now counted as recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // At most `moves - movedAt` entries are newer than this one.
    if (this.moves - entry.movedAt > this.entries.size >> 2) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.movedAt = ++this.moves;
    }
    return entry.value;
  }

  /** Sets key's value as the most recently used, letting the least recently used go while over capacity. */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.capacity) return;
    this.entries.set(key, { value, weight, movedAt: ++this.moves });
    this.weight += weight;
    while (this.weight > this.capacity) this.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
