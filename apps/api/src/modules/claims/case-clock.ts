import { CLOCK_RULES, type ClockId, type ClockReading } from '@bimasetu/contract';

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
    source: { ...rule.source },
  };
}
