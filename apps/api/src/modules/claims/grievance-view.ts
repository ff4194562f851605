import {
  grievanceDeadlines,
  grievanceLadder,
  grievanceFacts,
  grievanceStepsOpen,
  OMBUDSMAN_LIMIT_RUPEES,
  readClock,
  type ClaimView,
  type GrievanceDeadline,
  type GrievanceReason,
  type GrievanceStepKind,
  type RecordedGrievance,
} from '@bimasetu/contract';
import { clockAnswer } from './case-clock.ts';
import type { GrievanceStepRow } from './grievances.repository.ts';

const iso = (at: Date | undefined) => (at ? at.toISOString() : null);

export function recordedGrievance(steps: readonly GrievanceStepRow[]): RecordedGrievance {
  return Object.fromEntries(steps.map((row) => [row.step, new Date(row.at)]));
}

/** A deadline as a clock the screens already show: running, or stopped by the step it waited for. */
function deadlineClock(deadline: GrievanceDeadline | undefined, now: Date) {
  if (!deadline) return null;
  const reading = readClock(deadline.clock, deadline.startedAt, deadline.metAt ?? now);
  return clockAnswer(
    deadline.clock,
    deadline.startedAt,
    reading,
    deadline.metAt ? { inTime: reading.state !== 'breached' } : undefined,
  );
}

/**
 * A claim's grievance: prepared while the claim is rejected or late, kept once sent (a rejected claim closed
 * later still shows the grievance it started). Null when there is neither.
 */
export function grievanceAnswer(
  preparedFor: GrievanceReason | undefined,
  claimAmount: number,
  steps: readonly GrievanceStepRow[],
  now: Date,
): ClaimView['grievance'] {
  const reason = preparedFor ?? (steps[0]?.reason as GrievanceReason | undefined);
  if (!reason) return null;
  const recorded = recordedGrievance(steps);
  const deadlines = grievanceDeadlines(recorded, claimAmount);
  return {
    reason,
    recorded: steps.map((row) => ({
      step: row.step as GrievanceStepKind,
      at: row.at,
      by: row.by as 'you' | 'nominee',
    })),
    canRecord: grievanceStepsOpen(recorded, claimAmount, now),
    insurerDeadline: deadlineClock(deadlines.insurer, now),
    ombudsmanDeadline: deadlineClock(deadlines.ombudsman, now),
    overOmbudsmanLimit: claimAmount > OMBUDSMAN_LIMIT_RUPEES,
    steps: grievanceLadder(grievanceFacts(recorded, claimAmount), now).map((step) => ({
      rung: step.rung,
      open: step.open,
      opensAt: iso(step.opensAt),
      closesAt: iso(step.closesAt),
      barred: step.barred ?? null,
    })),
  };
}
