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
}
