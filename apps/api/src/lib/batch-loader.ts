/** The most keys one query is asked for (PostgreSQL takes up to 65,535 bound values in a statement). */
export const BATCH_KEYS = 500;

interface Waiting<V> {
  key: string;
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads values by key a batch at a time: every key asked for before the event loop's next check phase
 * (setImmediate) goes to the database in one query (up to BATCH_KEYS keys), and a key asked for again meanwhile
 * joins the read already asked for it: while it waits for its batch, always; while its batch is running, only
 * under the same change stamp (a stamp that moved may mean a write the running read began before, so that caller
 * waits for a read of its own). Without a stamp (nothing is known of other writes) a running read is never joined.
 *
 * Why: under a thousand connections one turn of the event loop parses hundreds of requests, and a cache miss that
 * waits for a pooled connection of its own waits for turns that each take tens of milliseconds. On a cold start
 * (1,000 customers' sessions and lists read at once) bench:load on PostgreSQL saw the pool's waits pass their limit:
 * 35 to 59 answers of 503. A failed batch fails each of its callers; the next ask reads again.
 */
export class BatchLoader<V> {
  private waiting: Waiting<V>[] = [];
  /** The read each key waiting for the next batch will get. */
  private readonly next = new Map<string, Promise<V | undefined>>();
  /** The reads running, by stamp and key. */
  private readonly running = new Map<string, Promise<V | undefined>>();
  private scheduled = false;

  /** `loadMany` reads the values of distinct keys; a key it leaves out has none (undefined). */
  constructor(private readonly loadMany: (keys: string[]) => Promise<ReadonlyMap<string, V>>) {}

  load(key: string, stamp: string | undefined): Promise<V | undefined> {
    const flight = stamp === undefined ? undefined : `${stamp}\u0000${key}`;
    const joined = this.next.get(key) ?? (flight === undefined ? undefined : this.running.get(flight));
    if (joined) return joined;
    const read = new Promise<V | undefined>((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
    });
    this.next.set(key, read);
    if (flight !== undefined) {
      this.running.set(flight, read);
      const forget = () => {
        if (this.running.get(flight) === read) this.running.delete(flight);
      };
      read.then(forget, forget);
    }
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return read;
  }

  private flush(): void {
    this.scheduled = false;
    const all = this.waiting;
    this.waiting = [];
    this.next.clear();
    for (let start = 0; start < all.length; start += BATCH_KEYS) {
      const batch = all.slice(start, start + BATCH_KEYS);
      this.loadMany(batch.map((waiting) => waiting.key)).then(
        (values) => {
          for (const waiting of batch) waiting.resolve(values.get(waiting.key));
        },
        (error: unknown) => {
          for (const waiting of batch) waiting.reject(error);
        },
      );
    }
  }
}
