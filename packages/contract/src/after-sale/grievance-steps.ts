// A grievance once sent: the steps the customer records as it climbs the ladder (grievance.ts), when each may
// be recorded, and the deadlines each starts. The figures are the clocks' (clock-rules.ts); nothing here counts
// days of its own.
import type { ClockId } from './clock-rules.ts';
import { clockDueAt, istDate } from './clock-dates.ts';
import { grievanceLadder, type GrievanceFacts } from './grievance.ts';

export const GRIEVANCE_STEPS = [
  'sent-to-insurer',
  'insurer-replied',
  'escalated-to-bima-bharosa',
  'ombudsman-complaint',
] as const;
export type GrievanceStepKind = (typeof GRIEVANCE_STEPS)[number];

/** The steps recorded so far, each with when it happened (the insurer's reply: the start of its day in India). */
export type RecordedGrievance = Partial<Record<GrievanceStepKind, Date>>;

/** Why a step cannot be recorded now (codes; the server's messages and the screens word them). */
export type GrievanceStepRefusal =
  | 'already-recorded'
  | 'not-sent'
  | 'reply-before-sending'
  | 'reply-in-future'
  | 'not-open-yet'
  | 'window-closed'
  | 'over-ombudsman-limit';

export function grievanceFacts(recorded: RecordedGrievance, claimAmount: number): GrievanceFacts {
  return {
    claimAmount,
    ...(recorded['sent-to-insurer'] ? { raisedAt: recorded['sent-to-insurer'] } : {}),
    ...(recorded['insurer-replied'] ? { insurerRepliedAt: recorded['insurer-replied'] } : {}),
  };
}

/**
 * Whether `step` may be recorded at `now` (undefined: it may). A grievance is sent once; the insurer's reply
 * (`at`, its date) falls between the day it was sent and today; Bima Bharosa and the Ombudsman only while their
 * rung of the ladder is open.
 */
export function grievanceStepRefusal(
  step: GrievanceStepKind,
  recorded: RecordedGrievance,
  claimAmount: number,
  now: Date,
  at: Date = now,
): GrievanceStepRefusal | undefined {
  if (recorded[step]) return 'already-recorded';
  if (step === 'sent-to-insurer') return undefined;
  const sent = recorded['sent-to-insurer'];
  if (!sent) return 'not-sent';
  if (step === 'insurer-replied') {
    if (istDate(at) < istDate(sent)) return 'reply-before-sending';
    return istDate(at) > istDate(now) ? 'reply-in-future' : undefined;
  }
  const [, bimaBharosa, ombudsman] = grievanceLadder(grievanceFacts(recorded, claimAmount), now);
  if (step === 'escalated-to-bima-bharosa') return bimaBharosa!.open ? undefined : 'not-open-yet';
  if (ombudsman!.barred) return 'over-ombudsman-limit';
  if (ombudsman!.open) return undefined;
  return ombudsman!.opensAt && now < ombudsman!.opensAt ? 'not-open-yet' : 'window-closed';
}

/** The steps that may be recorded now, in the ladder's order. */
export function grievanceStepsOpen(
  recorded: RecordedGrievance,
  claimAmount: number,
  now: Date,
): GrievanceStepKind[] {
  return GRIEVANCE_STEPS.filter((step) => !grievanceStepRefusal(step, recorded, claimAmount, now));
}

export interface GrievanceDeadline {
  clock: ClockId;
  startedAt: Date;
  dueAt: Date;
  /** When the step the deadline waits for was recorded: it stops the clock. */
  metAt?: Date;
}

/**
 * The deadlines a sent grievance runs on: the insurer's 14 days from sending (met by its reply), and the year
 * the Ombudsman may be asked in, from the insurer's reply or, unanswered, from a month after sending (met by the
 * complaint). Above the Ombudsman's limit there is no Ombudsman deadline.
 */
export function grievanceDeadlines(
  recorded: RecordedGrievance,
  claimAmount: number,
): { insurer?: GrievanceDeadline; ombudsman?: GrievanceDeadline } {
  const sent = recorded['sent-to-insurer'];
  if (!sent) return {};
  const replied = recorded['insurer-replied'];
  const insurer: GrievanceDeadline = {
    clock: 'grievanceResolution',
    startedAt: sent,
    dueAt: clockDueAt('grievanceResolution', sent),
    ...(replied ? { metAt: replied } : {}),
  };
  const ombudsman = grievanceLadder(grievanceFacts(recorded, claimAmount), sent)[2]!;
  if (ombudsman.barred || !ombudsman.opensAt || !ombudsman.closesAt) return { insurer };
  const complained = recorded['ombudsman-complaint'];
  return {
    insurer,
    ombudsman: {
      clock: 'ombudsmanComplaint',
      startedAt: ombudsman.opensAt,
      dueAt: ombudsman.closesAt,
      ...(complained ? { metAt: complained } : {}),
    },
  };
}
