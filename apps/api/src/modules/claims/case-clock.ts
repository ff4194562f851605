import { CLOCK_RULES, type ClockId, type ClockReading } from '@bimasetu/contract';

/** Run out without a decision in time: breached while running, or stopped late. */
export function clockRanOut(reading: ClockReading, stopped: { inTime: boolean } | undefined): boolean {
  return stopped ? !stopped.inTime : reading.state === 'breached';
}

/** A clock as the API shows it: its reading and the rule it cites (every deadline shown names its rule). */
export function clockAnswer(
  id: ClockId,
  startedAt: Date,
  reading: ClockReading,
  stopped: { inTime: boolean } | undefined,
) {
  const rule = CLOCK_RULES[id];
  return {
    rule: id,
    startedAt: startedAt.toISOString(),
    dueAt: reading.dueAt.toISOString(),
    state: reading.state,
    stopped: stopped !== undefined,
    inTime: stopped ? stopped.inTime : null,
    whenMissed: 'whenMissed' in rule ? rule.whenMissed : null,
    missed: 'whenMissed' in rule && clockRanOut(reading, stopped) ? rule.whenMissed : null,
    source: { ...rule.source },
  };
}
