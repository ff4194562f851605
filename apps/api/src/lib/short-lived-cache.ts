/**
 * Serialized answers kept for a few seconds, one per key (the public FAQ keeps one per language): read far more
 * often than they change. An edit through this process clears them at once; other processes catch up within the
 * TTL. Knows nothing of what it keeps.
 */
export class ShortLivedCache {
  private readonly kept = new Map<string, { body: Buffer; storedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key = 'en'): Buffer | undefined {
    const entry = this.kept.get(key);
    return entry !== undefined && this.now() - entry.storedAt < this.ttlMs ? entry.body : undefined;
  }

  set(body: Buffer, key = 'en'): void {
    this.kept.set(key, { body, storedAt: this.now() });
  }

  /** Forgets every key's answer: an edit may change any of them. */
  clear(): void {
    this.kept.clear();
  }
}
