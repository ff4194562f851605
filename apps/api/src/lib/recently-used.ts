/**
 * A map that holds at most `capacity` worth of entries and lets the least recently used go first: a read or a
 * write makes an entry the most recent (a Map keeps its keys in the order they were set, so the oldest is its
 * first). Each entry weighs 1 unless `weigh` says otherwise (a document's bytes, say); one heavier than the whole
 * capacity is not kept at all.
 */
export class RecentlyUsed<K, V> {
  private readonly entries = new Map<K, V>();
  private weight = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  /** The value for key, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Sets key's value as the most recently used, letting the least recently used go while over capacity. */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.capacity) return;
    this.entries.set(key, value);
    this.weight += weight;
    while (this.weight > this.capacity) this.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weigh(value);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
