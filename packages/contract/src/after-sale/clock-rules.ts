// Every after-sale deadline BimaSetu shows (claims, service requests, grievances, renewals), each with the rule it
// comes from. This is the one place a figure lives: screens, jobs and the advisers' queues read it from here.

export interface RuleSource {
  /** The rule as its issuer titles it. */
  title: string;
  /** When it was issued or took effect, yyyy-mm-dd. */
  date: string;
  /** What it says, in our words. */
  says: string;
}

const HEALTH_MASTER_CIRCULAR = 'IRDAI Master Circular on Health Insurance Business';
const POLICYHOLDERS_MASTER_CIRCULAR = "IRDAI Master Circular on Protection of Policyholders' Interests, 2024";

/** A clock runs for whole hours from its start, or for calendar days ending at midnight India time. */
export type ClockLength = { hours: number } | { days: number } | { months: number };

export interface ClockRule {
  length: ClockLength;
  /** The event the clock starts from (the screens word it). */
  startsAt:
    | 'cashless-request'
    | 'discharge-request'
    | 'last-document'
    | 'claim-intimation'
    | 'service-request'
    | 'free-look-request'
    | 'grievance'
    | 'insurer-reply'
    | 'policy-received';
  source: RuleSource;
  /** What it means for the customer when the insurer misses it (a code the screens word), if the rule says. */
  whenMissed?: 'insurer-bears-extra-hospital-charges' | 'interest-bank-rate-plus-2' | 'escalate';
}

export const CLOCK_RULES = {
  cashlessAuthorisation: {
    length: { hours: 1 },
    startsAt: 'cashless-request',
    source: {
      title: HEALTH_MASTER_CIRCULAR,
      date: '2024-05-29',
      says: 'The insurer decides a cashless authorisation request immediately, within one hour of receiving it.',
    },
    whenMissed: 'escalate',
  },
  dischargeAuthorisation: {
    length: { hours: 3 },
    startsAt: 'discharge-request',
    source: {
      title: HEALTH_MASTER_CIRCULAR,
      date: '2024-05-29',
      says:
        'Final authorisation within three hours of the hospital’s discharge request; extra hospital charges ' +
        'caused by a longer delay are borne by the insurer from its shareholders’ fund.',
    },
    whenMissed: 'insurer-bears-extra-hospital-charges',
  },
  reimbursementSettlement: {
    length: { days: 15 },
    startsAt: 'last-document',
    source: {
      title: POLICYHOLDERS_MASTER_CIRCULAR,
      date: '2024-09-05',
      says:
        'A health claim is settled within 15 days of the last necessary document (insurers’ service pages); ' +
        'a delay carries interest at 2% above the bank rate.',
    },
    whenMissed: 'interest-bank-rate-plus-2',
  },
  deathClaim: {
    length: { days: 15 },
    startsAt: 'claim-intimation',
    source: {
      title: POLICYHOLDERS_MASTER_CIRCULAR,
      date: '2024-09-05',
      says:
        'A life death claim is settled within 15 days of intimation; a delay carries interest at 2% above the ' +
        'bank rate from the date of intimation.',
    },
    whenMissed: 'interest-bank-rate-plus-2',
  },
  deathClaimInvestigated: {
    length: { days: 45 },
    startsAt: 'claim-intimation',
    source: {
      title: POLICYHOLDERS_MASTER_CIRCULAR,
      date: '2024-09-05',
      says: 'A death claim that needs investigation is settled within 45 days of intimation.',
    },
    whenMissed: 'interest-bank-rate-plus-2',
  },
  serviceRequest: {
    length: { days: 7 },
    startsAt: 'service-request',
    source: {
      title: POLICYHOLDERS_MASTER_CIRCULAR,
      date: '2024-09-05',
      says: 'Service requests (nominee change, corrections, certificates) are done within 7 days.',
    },
    whenMissed: 'escalate',
  },
  freeLookRefund: {
    length: { days: 7 },
    startsAt: 'free-look-request',
    source: {
      title: POLICYHOLDERS_MASTER_CIRCULAR,
      date: '2024-09-05',
      says: 'A policy cancelled in its free-look period is refunded within 7 days of the request.',
    },
    whenMissed: 'escalate',
  },
  grievanceResolution: {
    length: { days: 14 },
    startsAt: 'grievance',
    source: {
      title: POLICYHOLDERS_MASTER_CIRCULAR,
      date: '2024-09-05',
      says:
        'A grievance is acknowledged at once and resolved within 14 days; after that it can go to IRDAI’s ' +
        'Bima Bharosa portal.',
    },
    whenMissed: 'escalate',
  },
  freeLook: {
    length: { days: 30 },
    startsAt: 'policy-received',
    source: {
      title: POLICYHOLDERS_MASTER_CIRCULAR,
      date: '2024-09-05',
      says:
        'A life policy, or a health policy of a year or more, can be returned within 30 days of receiving the ' +
        'policy document, for a refund less the risk premium for the days covered, medical tests and stamp duty.',
    },
  },
  ombudsmanComplaint: {
    // a calendar year (General Clauses Act, 1897, s. 3(66)): a reply on 1 March 2027 may be taken to the
    // Ombudsman until 1 March 2028, not 29 February
    length: { months: 12 },
    startsAt: 'insurer-reply',
    source: {
      title: 'Insurance Ombudsman Rules, 2017, as amended by G.S.R. 828(E)',
      date: '2023-11-09',
      says:
        'A complaint goes to the Insurance Ombudsman within one year of the insurer’s final reply, for claims ' +
        'up to ₹50 lakh.',
    },
  },
  ombudsmanNoReply: {
    length: { months: 1 },
    startsAt: 'grievance',
    source: {
      title: 'Insurance Ombudsman Rules, 2017, rule 14(3)',
      date: '2017-04-25',
      says:
        'A complaint can go to the Ombudsman when the insurer rejected the written grievance, or has not replied ' +
        'within one month of receiving it, or its reply does not satisfy; then within one year.',
    },
    whenMissed: 'escalate',
  },
} as const satisfies Record<string, ClockRule>;

export type ClockId = keyof typeof CLOCK_RULES;

/** The largest claim the Insurance Ombudsman hears, in rupees (Insurance Ombudsman Rules, 2017, as amended). */
export const OMBUDSMAN_LIMIT_RUPEES = 5_000_000;
