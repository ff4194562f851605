/**
 * Serialized answers kept for a few seconds, one per key (the public FAQ keeps one per language): read far more
 * often than they change. An edit through this process clears them at once; other processes catch up within the
 * TTL. Knows nothing of what it keeps.
 */
export class ShortLivedCache<T> {
  private readonly kept = new Map<string, { body: T; storedAt: number }>();
  /** The answer being loaded for each key: callers who find it missing meanwhile wait for that one load. */
  private readonly loading = new Map<string, Promise<T>>();
  /** Moves on clear(), so a load started before an edit is not kept after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  private get(key: string): T | undefined {
    const entry = this.kept.get(key);
    return entry !== undefined && this.now() - entry.storedAt < this.ttlMs ? entry.body : undefined;
  }

  private set(body: T, key: string): void {
    this.kept.set(key, { body, storedAt: this.now() });
  }

  /**
   * The kept answer, or one load of it however many callers arrive while it runs: when the answer expires under a
   * thousand connections, the database is asked once, not a thousand times (bench:load saw 503s from the pool
   * queue). A failed load is not kept; the next caller tries again.
   */
  getOrLoad(key: string, load: () => Promise<T>): T | Promise<T> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const started = load().then(
      (body) => {
        if (this.generation === generation) {
          this.set(body, key);
          this.loading.delete(key);
        }
        return body;
      },
      (error: unknown) => {
        if (this.generation === generation) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, started);
    return started;
  }

  /** Forgets every key's answer, and any load under way: an edit may change any of them. */
  clear(): void {
    this.generation += 1;
    this.kept.clear();
    this.loading.clear();
  }
}
