/**
 * The public FAQ answer is read far more often than it changes, so each process keeps the serialized answer
 * for a few seconds. An edit through this process clears it at once; other processes catch up within the TTL.
 */
export class FaqCache {
  private body: Buffer | undefined;
  private storedAt = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(): Buffer | undefined {
    return this.body !== undefined && this.now() - this.storedAt < this.ttlMs ? this.body : undefined;
  }

  set(body: Buffer): void {
    this.body = body;
    this.storedAt = this.now();
  }

  clear(): void {
    this.body = undefined;
  }
}
