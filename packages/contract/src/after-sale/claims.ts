// A claim's kinds, the documents each needs, its states and the moves between them, and which clock it runs on.
// The figures of the clocks live in clock-rules.ts; this file only says which clock a claim is on and when it
// starts, so a screen, a job and an adviser's queue read the same answer.
import type { ClockId } from './clock-rules.ts';
import { readClock, type ClockReading } from './clock-dates.ts';
import type { PolicyLine } from './policy-lines.ts';

export const CLAIM_KINDS = ['cashless', 'reimbursement', 'motor', 'death'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** Which claims a policy's line can carry: health is cashless or reimbursement, motor is motor, life is death. */
export function claimKindsFor(line: string): ClaimKind[] {
  const kinds: Partial<Record<PolicyLine, ClaimKind[]>> = {
    health: ['cashless', 'reimbursement'],
    car: ['motor'],
    'two-wheeler': ['motor'],
    life: ['death'],
    term: ['death'],
  };
  return kinds[line as PolicyLine] ?? [];
}

/** The documents each kind of claim asks for (codes; each language words them). */
export const CLAIM_DOCUMENTS = {
  cashless: ['health-card', 'photo-id', 'doctor-advice'],
  reimbursement: [
    'claim-form',
    'discharge-summary',
    'final-bill',
    'payment-receipts',
    'investigation-reports',
    'pharmacy-bills',
    'cancelled-cheque',
  ],
  motor: [
    'claim-form',
    'driving-licence',
    'registration-certificate',
    'repair-estimate',
    'photos',
    'fir-if-theft',
  ],
  death: ['claim-form', 'death-certificate', 'nominee-photo-id', 'nominee-bank-proof', 'medical-records'],
} as const satisfies Record<ClaimKind, readonly string[]>;
export type ClaimDocument = (typeof CLAIM_DOCUMENTS)[ClaimKind][number];

export const CLAIM_STATES = [
  'intimated',
  'documents-pending',
  'submitted',
  'query-raised',
  'approved',
  'partly-approved',
  'discharge-requested',
  'rejected',
  'paid',
  'closed',
] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/**
 * Where each state may go next. A query answered sends the claim back to the insurer (submitted). A cashless
 * claim, once authorised, goes to discharge-requested when the hospital asks for the final authorisation (once:
 * `claimNextStates`), and the insurer's final decision brings it back to approved, partly approved or rejected.
 */
export const CLAIM_TRANSITIONS = {
  intimated: ['documents-pending', 'submitted'],
  'documents-pending': ['submitted'],
  submitted: ['query-raised', 'approved', 'partly-approved', 'rejected'],
  'query-raised': ['submitted'],
  approved: ['discharge-requested', 'paid'],
  'partly-approved': ['discharge-requested', 'paid'],
  'discharge-requested': ['approved', 'partly-approved', 'rejected'],
  rejected: ['closed'],
  paid: ['closed'],
  closed: [],
} as const satisfies Record<ClaimState, readonly ClaimState[]>;

export function canMoveClaim(from: ClaimState, to: ClaimState): boolean {
  return (CLAIM_TRANSITIONS[from] as readonly ClaimState[]).includes(to);
}

/**
 * The moves open to this claim now: the machine's, less the discharge request on any claim but a cashless one
 * and on a cashless claim that has already had one (its final authorisation is the last decision).
 */
export function claimNextStates(
  kind: ClaimKind,
  state: ClaimState,
  moves: readonly { state: string }[],
): ClaimState[] {
  return (CLAIM_TRANSITIONS[state] as readonly ClaimState[]).filter(
    (to) =>
      to !== 'discharge-requested' ||
      (kind === 'cashless' && !moves.some((move) => move.state === 'discharge-requested')),
  );
}

/**
 * BimaSetu's own goal, not a regulation: an adviser answers a cashless claim within 30 minutes in working hours,
 * well inside the insurer's one hour (issue 29; shown on the advisers' queue).
 */
export const CASHLESS_ADVISER_GOAL_MINUTES = 30;

/**
 * The adviser's goal on a cashless claim not yet sent to the insurer, counted from its registration: near in the
 * goal's last quarter (as readClock marks the regulated clocks), breached once past.
 */
export function cashlessGoal(registeredAt: Date, now: Date): { dueAt: Date; state: ClockReading['state'] } {
  const length = CASHLESS_ADVISER_GOAL_MINUTES * 60_000;
  const dueAt = new Date(registeredAt.getTime() + length);
  const msLeft = dueAt.getTime() - now.getTime();
  return { dueAt, state: msLeft < 0 ? 'breached' : msLeft < length / 4 ? 'near' : 'running' };
}

/** The insurer has decided: the clock has stopped. */
export const CLAIM_DECIDED: readonly ClaimState[] = [
  'approved',
  'partly-approved',
  'rejected',
  'paid',
  'closed',
];

export interface DeductionLine {
  /** What was not paid, as the insurer's settlement letter names it. */
  item: string;
  amount: number;
  reason: string;
}

/** A partly approved claim's deductions account for every rupee between what was claimed and what was approved. */
export function deductionsBalance(
  claimed: number,
  approved: number,
  lines: readonly DeductionLine[],
): boolean {
  const deducted = lines.reduce((sum, line) => sum + line.amount, 0);
  return lines.length > 0 && approved > 0 && approved < claimed && deducted === claimed - approved;
}

/**
 * Which clock a claim runs on, and from which of its moves it starts. Motor claims carry no clock in our rules;
 * a cashless claim whose discharge was requested runs on the final authorisation's clock.
 */
export function claimClockId(
  kind: ClaimKind,
  investigated: boolean,
  moves: readonly ClaimMove[] = [],
): ClockId | undefined {
  switch (kind) {
    case 'cashless':
      return moves.some((move) => move.state === 'discharge-requested')
        ? 'dischargeAuthorisation'
        : 'cashlessAuthorisation';
    case 'reimbursement':
      return 'reimbursementSettlement';
    case 'death':
      return investigated ? 'deathClaimInvestigated' : 'deathClaim';
    case 'motor':
      return undefined;
  }
}

export interface ClaimMove {
  state: ClaimState;
  at: Date;
}

/** The index of the move a claim's clock starts from, or -1 (see claimClockStart). */
function clockStartIndex(kind: ClaimKind, moves: readonly ClaimMove[]): number {
  if (kind === 'death') return moves.findIndex((move) => move.state === 'intimated');
  if (kind === 'motor') return -1;
  if (kind === 'cashless') {
    const discharge = moves.findLastIndex((move) => move.state === 'discharge-requested');
    if (discharge >= 0) return discharge;
  }
  return moves.findLastIndex((move) => move.state === 'submitted');
}

/**
 * When a claim's clock started: a death claim at its intimation; a cashless request or a reimbursement when it
 * last reached the insurer complete (its latest move to submitted: an answered query restarts the count from the
 * last document); a cashless claim's final authorisation when the discharge was requested.
 */
export function claimClockStart(kind: ClaimKind, moves: readonly ClaimMove[]): Date | undefined {
  return moves[clockStartIndex(kind, moves)]?.at;
}

export type ClaimClock =
  | { id: ClockId; startedAt: Date; reading: ClockReading; stopped: false }
  | { id: ClockId; startedAt: Date; reading: ClockReading; stopped: true; decidedInTime: boolean };

/**
 * A claim's live clock now, or undefined when it has none (motor) or has not started. Once the insurer decides
 * (the first decision among the moves after the clock's start), the clock stops and says whether the decision
 * came in time.
 */
export function claimClock(
  kind: ClaimKind,
  investigated: boolean,
  moves: readonly ClaimMove[],
  now: Date,
): ClaimClock | undefined {
  const id = claimClockId(kind, investigated, moves);
  const start = clockStartIndex(kind, moves);
  const startedAt = moves[start]?.at;
  if (!id || !startedAt) return undefined;
  const decision = moves.slice(start + 1).find((move) => CLAIM_DECIDED.includes(move.state));
  if (!decision) return { id, startedAt, reading: readClock(id, startedAt, now), stopped: false };
  const reading = readClock(id, startedAt, decision.at);
  return { id, startedAt, reading, stopped: true, decidedInTime: reading.state !== 'breached' };
}
