// What a form opened from a plan shows and prefills from the list: the fields each kind of policy asks, and the
// policy type, cover and fields the hand-over carried.
import {
  APPLICATION_FORM_SECTIONS,
  HEALTH_APPLICATION_FIELDS,
  MOTOR_APPLICATION_FIELDS,
  type ApplicationFieldKey,
} from '@bimasetu/contract';
import type { QuoteHandover, QuoteLine } from '~/lib/quote-handover';
import { policyTypeOf } from './application-handover';
import type { ApplicationValues, PolicyType } from './application-values';

/** What the list knew: the policy type, the cover and the fields it passed (policy term, the vehicle...). */
export function prefillFromHandover(handover: QuoteHandover): Partial<ApplicationValues> {
  const values: Partial<ApplicationValues> = { policyType: policyTypeOf(handover.line) };
  if (handover.cover) values.sumAssured = String(Math.round(handover.cover));
  for (const [field, value] of Object.entries(handover.fields ?? {})) {
    if (field in ASKED_BY_TYPE.all) values[field as keyof ApplicationValues] = value;
  }
  return values;
}

type AskedFields = readonly ApplicationFieldKey[];
const PERSONAL: AskedFields = ['fullName', 'phone', 'email'];

const NOMINEE: AskedFields = ['nomineeName', 'nomineeRelation', 'nomineeDob'];
/** What a life insurer asks before issuing a term or life policy (issue 27): income, work, education, height and
 * weight, the nominee and the address. */
const LIFE_ASKED: AskedFields = [
  ...PERSONAL,
  'address',
  'dob',
  'gender',
  'maritalStatus',
  'policyType',
  'sumAssured',
  'policyTerm',
  'paymentFrequency',
  'occupation',
  'income',
  'employer',
  'education',
  'heightCm',
  'weightKg',
  ...NOMINEE,
];

/** The fields each kind of policy needs when the form is opened from a plan (docs/decisions.md). */
const ASKED_BY_TYPE = {
  all: Object.fromEntries(APPLICATION_FORM_SECTIONS.flatMap((s) => s.fields).map((f) => [f, true])),
  Term: LIFE_ASKED,
  Life: LIFE_ASKED,
  Health: [
    ...PERSONAL,
    'address',
    ...NOMINEE,
    'dob',
    'gender',
    'policyType',
    'sumAssured',
    'policyTerm',
    ...HEALTH_APPLICATION_FIELDS,
    'occupation',
  ],
  Home: [...PERSONAL, 'policyType', 'sumAssured'],
  'Motor Insurance': [...PERSONAL, 'address', 'policyType', 'sumAssured', ...MOTOR_APPLICATION_FIELDS],
} satisfies Record<'all', unknown> & Record<PolicyType, AskedFields>;

/** A group policy is bought for a company: the buyer's contact and the company, no personal health questions. */
const EMPLOYEE_ASKED: AskedFields = [...PERSONAL, 'policyType', 'sumAssured', 'employer'];

/** The fields a form opened from this line's plan shows. */
export function askedFields(line: QuoteLine): ReadonlySet<ApplicationFieldKey> {
  if (line === 'employee-health') return new Set(EMPLOYEE_ASKED);
  return new Set(ASKED_BY_TYPE[policyTypeOf(line)]);
}
