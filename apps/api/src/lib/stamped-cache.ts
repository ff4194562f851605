import { RecentlyUsed } from './recently-used.ts';

/**
 * Values (serialized answers, sessions) kept per key for as long as the database's change stamp stays the same (Db.changeStamp):
 * any write anywhere moves the stamp and empties the cache, so what it serves is always what a fresh read would
 * give. Holds at most `capacity` keys; the least recently used goes first. Without a stamp nothing is kept.
 */
export class StampedCache<T = string> {
  private stamp: string | undefined;
  private readonly entries: RecentlyUsed<string, T>;

  /** `capacity` and `weigh` as RecentlyUsed's: at most that many keys, or that much weight. */
  constructor(capacity: number, weigh?: (value: T) => number) {
    this.entries = new RecentlyUsed(capacity, weigh);
  }

  /** The value kept for key, if the stamp read just now is still the one it was kept under. */
  get(key: string, stamp: string | undefined): T | undefined {
    if (stamp === undefined) return undefined;
    if (stamp !== this.stamp) {
      this.entries.clear();
      this.stamp = stamp;
      return undefined;
    }
    return this.entries.get(key);
  }

  /** Keeps a value read after `stamp` was taken; dropped if the stamp has moved on since. */
  set(key: string, stamp: string | undefined, value: T): void {
    if (stamp === undefined || stamp !== this.stamp) return;
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Values kept per key, each under its own stamp (Db.keyStamp): a key's value is served while the stamp read for
 * that key is the one it was kept under, so another key's change leaves it in use. At most `capacity` keys; the
 * least recently used goes first. Without a stamp nothing is kept.
 */
export class KeyStampedCache<T> {
  private readonly entries: RecentlyUsed<string, { stamp: string; value: T }>;

  constructor(capacity: number) {
    this.entries = new RecentlyUsed(capacity);
  }

  get(key: string, stamp: string | undefined): T | undefined {
    if (stamp === undefined) return undefined;
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.stamp !== stamp) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value read after `stamp` was taken for `key`. */
  set(key: string, stamp: string | undefined, value: T): void {
    if (stamp === undefined) return;
    this.entries.set(key, { stamp, value });
  }

  get size(): number {
    return this.entries.size;
  }
}
