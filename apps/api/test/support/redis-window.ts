import { randomInt } from 'node:crypto';
import { RATE_WINDOW_MS } from '../../src/plugins/rate-limit.ts';
import type { TestClock } from './test-clock.ts';

/**
 * Moves test clocks to a rate-limit window of their own. Counters in the shared Redis are keyed by client and
 * window, and every test clock starts at the same instant: without this, two runs within a minute of each other
 * (the next CI step, or two people running the suite on one machine) count each other's calls.
 */
export function ownRedisWindow(...clocks: TestClock[]): void {
  const offset = randomInt(1_000_000) * RATE_WINDOW_MS;
  for (const clock of clocks) clock.advance(offset);
}
