// Service requests on a policy: their kinds, states, moves and the 7-day clock each runs on (clock-rules.ts).
import type { ClockId } from './clock-rules.ts';
import { istDate, readClock, type ClockReading } from './clock-dates.ts';

export const SERVICE_REQUEST_KINDS = [
  'nominee-change',
  'address-correction',
  'name-correction',
  'add-spouse',
  'add-newborn',
  'tax-certificate-80d',
  'free-look-cancellation',
  'mid-term-cancellation',
] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

export const SERVICE_REQUEST_STATES = [
  'requested',
  'sent-to-insurer',
  'acknowledged',
  'done',
  'refused',
  'withdrawn',
] as const;
export type ServiceRequestState = (typeof SERVICE_REQUEST_STATES)[number];

/** The advisers' moves. No adviser move reaches 'withdrawn': only the customer takes a request back. */
export const SERVICE_REQUEST_TRANSITIONS = {
  requested: ['sent-to-insurer', 'refused'],
  'sent-to-insurer': ['acknowledged', 'done', 'refused'],
  acknowledged: ['done', 'refused'],
  done: [],
  refused: [],
  withdrawn: [],
} as const satisfies Record<ServiceRequestState, readonly ServiceRequestState[]>;

export function canMoveServiceRequest(from: ServiceRequestState, to: ServiceRequestState): boolean {
  return (SERVICE_REQUEST_TRANSITIONS[from] as readonly ServiceRequestState[]).includes(to);
}

export const SERVICE_REQUEST_CLOSED: readonly ServiceRequestState[] = ['done', 'refused', 'withdrawn'];

/** Where the customer may withdraw their own request from: any open state, never once it is closed. */
export const SERVICE_REQUEST_WITHDRAWABLE: readonly ServiceRequestState[] = [
  'requested',
  'sent-to-insurer',
  'acknowledged',
];

export function canWithdrawServiceRequest(from: ServiceRequestState): boolean {
  return SERVICE_REQUEST_WITHDRAWABLE.includes(from);
}

/** A free-look cancellation's clock is the refund's; every other request runs on the service clock. */
export function serviceRequestClockId(kind: ServiceRequestKind): ClockId {
  return kind === 'free-look-cancellation' ? 'freeLookRefund' : 'serviceRequest';
}

/**
 * Which kinds a policy can ask for: the 80D certificate and new members are health's; a free-look cancellation
 * only up to its free-look end (freeLookEndsOn in policy-status.ts; null when the policy has none).
 */
export function serviceRequestKindsFor(
  line: 'life' | 'health' | 'motor' | 'other',
  freeLookEndsOn: string | null,
  now: Date,
): ServiceRequestKind[] {
  return SERVICE_REQUEST_KINDS.filter((kind) => {
    if (kind === 'free-look-cancellation') return freeLookEndsOn !== null && istDate(now) <= freeLookEndsOn;
    if (kind === 'add-spouse' || kind === 'add-newborn' || kind === 'tax-certificate-80d')
      return line === 'health';
    return true;
  });
}

export interface ServiceRequestClock {
  id: ClockId;
  reading: ClockReading;
  /** Closed requests: whether they closed before the clock ran out. */
  closedInTime?: boolean;
}

export function serviceRequestClock(
  kind: ServiceRequestKind,
  requestedAt: Date,
  closedAt: Date | undefined,
  now: Date,
): ServiceRequestClock {
  const id = serviceRequestClockId(kind);
  if (!closedAt) return { id, reading: readClock(id, requestedAt, now) };
  const reading = readClock(id, requestedAt, closedAt);
  return { id, reading, closedInTime: reading.state !== 'breached' };
}
