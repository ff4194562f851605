import type { Clock } from '../../src/lib/clock.ts';

/** A clock the test moves by hand, so expiry and lockouts are tested without sleeping. */
export class TestClock implements Clock {
  constructor(private current: Date) {}

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  /** Moves on to an instant (never back: what was recorded stays in the past). */
  moveTo(at: Date): void {
    if (at < this.current) throw new Error(`the test clock cannot go back to ${at.toISOString()}`);
    this.current = new Date(at);
  }
}
