// The ladder a customer climbs when a claim is rejected or its clock runs out: the insurer's grievance officer,
// then IRDAI's Bima Bharosa portal, then the Insurance Ombudsman. Each rung says when it opens and closes.
import { OMBUDSMAN_LIMIT_RUPEES } from './clock-rules.ts';
import type { ClaimClock } from './claims.ts';
import { clockDueAt } from './clock-dates.ts';

export type GrievanceRung = 'insurer-grievance-officer' | 'bima-bharosa' | 'ombudsman';

/** Why a grievance is prepared for the customer. */
export type GrievanceReason = 'claim-rejected' | 'clock-ran-out' | 'service-request-late';

export interface GrievanceStep {
  rung: GrievanceRung;
  /** Open now to the customer. */
  open: boolean;
  /** From when (undefined: open at once). */
  opensAt?: Date;
  /** Until when (the Ombudsman only). */
  closesAt?: Date;
  /** Why a rung stays shut: a claim over the Ombudsman's limit. */
  barred?: 'over-ombudsman-limit';
}

export interface GrievanceFacts {
  /** When the customer's written grievance reached the insurer; undefined while it is only prepared. */
  raisedAt?: Date;
  /** The insurer's reply (a rejection or a decision the customer does not accept). */
  insurerRepliedAt?: Date;
  /** The amount in dispute, in rupees. */
  claimAmount: number;
}

/**
 * The three rungs now. Bima Bharosa opens when the insurer's 14 days run out unresolved, or when it replies;
 * the Ombudsman opens at the insurer's reply, or one month after the grievance went unanswered, and closes one
 * year after that (Ombudsman Rules 2017, rule 14(3)), for amounts up to ₹50 lakh.
 */
export function grievanceLadder(facts: GrievanceFacts, now: Date): GrievanceStep[] {
  const officer: GrievanceStep = { rung: 'insurer-grievance-officer', open: true };
  if (!facts.raisedAt) {
    return [officer, { rung: 'bima-bharosa', open: false }, { rung: 'ombudsman', open: false }];
  }
  const bimaOpensAt = facts.insurerRepliedAt ?? clockDueAt('grievanceResolution', facts.raisedAt);
  const ombudsmanOpensAt = facts.insurerRepliedAt ?? clockDueAt('ombudsmanNoReply', facts.raisedAt);
  const ombudsmanClosesAt = clockDueAt('ombudsmanComplaint', ombudsmanOpensAt);
  const overLimit = facts.claimAmount > OMBUDSMAN_LIMIT_RUPEES;
  return [
    officer,
    {
      rung: 'bima-bharosa',
      open: now > bimaOpensAt || facts.insurerRepliedAt !== undefined,
      opensAt: bimaOpensAt,
    },
    {
      rung: 'ombudsman',
      open: !overLimit && now >= ombudsmanOpensAt && now <= ombudsmanClosesAt,
      opensAt: ombudsmanOpensAt,
      closesAt: ombudsmanClosesAt,
      ...(overLimit ? { barred: 'over-ombudsman-limit' as const } : {}),
    },
  ];
}

/** A grievance is prepared when a claim is rejected or its clock has run out before a decision. */
export function grievanceReasonFor(
  state: string,
  clock: ClaimClock | undefined,
): GrievanceReason | undefined {
  if (state === 'rejected') return 'claim-rejected';
  if (!clock) return undefined;
  const late = clock.stopped ? !clock.decidedInTime : clock.reading.state === 'breached';
  if (late) return 'clock-ran-out';
  return undefined;
}
