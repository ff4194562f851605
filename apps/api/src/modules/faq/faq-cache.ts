/**
 * The public FAQ answer is read far more often than it changes, so each process keeps the serialized answer
 * for a few seconds. An edit through this process clears it at once; other processes catch up within the TTL.
 */
export class FaqCache {
  /** One answer per language asked for (English, Hindi). */
  private readonly kept = new Map<string, { body: Buffer; storedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(lang = 'en'): Buffer | undefined {
    const entry = this.kept.get(lang);
    return entry !== undefined && this.now() - entry.storedAt < this.ttlMs ? entry.body : undefined;
  }

  set(body: Buffer, lang = 'en'): void {
    this.kept.set(lang, { body, storedAt: this.now() });
  }

  /** Forgets every language's answer: an edit may change any of them. */
  clear(): void {
    this.kept.clear();
  }
}
