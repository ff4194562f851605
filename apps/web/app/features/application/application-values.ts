// The application's values: what the form starts with, what plan buttons prefill (?policyType, plan, sumAssured),
// which sections show, and the body that is sent. A rupee field holds what was typed ("12 lakh", "12,00,000"):
// the contract's `rupeesFromTyped` reads it, and the body carries its digits.
import {
  AMOUNT_MAX_DIGITS,
  APPLICATION_FIELDS,
  HEALTH_APPLICATION_FIELDS,
  isIndianMobile,
  LIFE_APPLICATION_FIELDS,
  MOTOR_APPLICATION_FIELDS,
  NAME_MAX_LENGTH,
  POLICY_TYPES,
  rupeesFromTyped,
  type ApplicationQuote,
  type InsuranceApplication,
} from '@bimasetu/contract';

/** Every field of the form as typed; the chosen plan is kept beside them (it is shown, not typed). */
export type ApplicationValues = Required<{ [K in Exclude<keyof InsuranceApplication, 'plan'>]: string }>;
export type PolicyType = (typeof POLICY_TYPES)[number];

export const EMPTY_APPLICATION: ApplicationValues = {
  fullName: '',
  dob: '',
  gender: '',
  maritalStatus: '',
  nationality: '',
  pan: '',
  aadhaar: '',
  address: '',
  phone: '',
  email: '',
  nomineeName: '',
  nomineeRelation: '',
  nomineeDob: '',
  policyType: '',
  sumAssured: '',
  policyTerm: '',
  paymentFrequency: '',
  occupation: '',
  income: '',
  employer: '',
  education: '',
  heightCm: '',
  weightKg: '',
  lifestyle: '',
  existingIllness: '',
  familyHistory: '',
  vehicleType: '',
  brand: '',
  model: '',
  fuelType: '',
  variant: '',
  regYear: '',
  regMonth: '',
  commercialActivity: '',
};

/** The fields that hold an amount of rupees (sum assured, income): typed as people type them, sent as digits. */
export const RUPEE_FIELDS = (Object.keys(APPLICATION_FIELDS) as (keyof ApplicationValues)[]).filter(
  (field) => APPLICATION_FIELDS[field as keyof typeof APPLICATION_FIELDS].kind === 'rupees',
);
const isRupeeField = (field: string) => (RUPEE_FIELDS as readonly string[]).includes(field);

/** A rupee field's whole rupees, or null when it is blank or cannot be read as an amount. */
export function rupeesIn(typed: string): number | null {
  const rupees = rupeesFromTyped(typed);
  return typeof rupees === 'number' ? rupees : null;
}

/** What a rupee field sends: its digits ("12 lakh" -> "1200000"), '' when blank, what was typed when unreadable
 * (the contract's rule then refuses it, and the form says how to type an amount). */
export function rupeesToSend(typed: string): string {
  const rupees = rupeesFromTyped(typed);
  if (rupees === null) return '';
  return rupees === 'unreadable' ? typed.trim() : String(rupees);
}

/** True when a rupee field's text cannot be read as an amount (a blank can). */
export const unreadableRupees = (typed: string) => rupeesFromTyped(typed) === 'unreadable';

/** Whether two values of a field say the same: "1,00,00,000" and "10000000" are the same sum assured. */
export function sameAnswer(field: keyof ApplicationValues, a: string, b: string): boolean {
  if (a === b) return true;
  return isRupeeField(field) && rupeesToSend(a) === rupeesToSend(b);
}

export const showsMotor = (policyType: string) => policyType === 'Motor Insurance';
/** The spec's "Health Insurance" is the policy type Health. */
export const showsHealth = (policyType: string) => policyType === 'Health';
/** Education, height and weight: what life insurers ask before issuing. */
export const showsLife = (policyType: string) => policyType === 'Term' || policyType === 'Life';

/** "health", "Motor", "motor insurance" -> the policy type as the form names it; anything else -> "". */
export function policyTypeFrom(value: string | null): PolicyType | '' {
  const wanted = (value ?? '').trim().toLowerCase();
  if (wanted === 'motor') return 'Motor Insurance';
  return POLICY_TYPES.find((type) => type.toLowerCase() === wanted) ?? '';
}

export interface Prefill {
  values: Partial<ApplicationValues>;
  /** The plan chosen on a plan list, shown above the form and sent along. */
  plan: string;
}

/** What the plan buttons pass: a known policy type, the plan name (trimmed, 100 characters) and digits. */
export function prefillFromParams(params: URLSearchParams): Prefill {
  const values: Partial<ApplicationValues> = {};
  const policyType = policyTypeFrom(params.get('policyType'));
  if (policyType) values.policyType = policyType;
  const sumAssured = (params.get('sumAssured') ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (sumAssured && sumAssured.length <= AMOUNT_MAX_DIGITS) values.sumAssured = sumAssured;
  const plan = (params.get('plan') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  return { values, plan };
}

/** What the customer's profile holds that an application asks again (account spec §3's profile fields). */
export interface ProfileFacts {
  firstName: string;
  lastName: string;
  email: string;
  nomineeName: string;
  nomineeRelation: string;
  nomineeDob: string;
}

/**
 * The customer's own phone (from the session) and name, email and nominee (from the profile); the name cut to the
 * form's 25 characters. The form puts each only into a field that is still empty.
 */
export function sessionPrefill(
  mobile: string | null,
  profile: Partial<ProfileFacts> = {},
): Partial<ApplicationValues> {
  const values: Partial<ApplicationValues> = {};
  if (mobile && isIndianMobile(mobile)) values.phone = mobile;
  const { firstName = '', lastName = '' } = profile;
  const name = `${firstName} ${lastName}`.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX_LENGTH).trim();
  if (name) values.fullName = name;
  for (const field of ['email', 'nomineeName', 'nomineeRelation', 'nomineeDob'] as const) {
    const value = (profile[field] ?? '').trim();
    if (value) values[field] = value;
  }
  return values;
}

/** The body of AddInsuranceRequest: fields of a hidden section, or that a plan's form does not ask, are sent
 * empty; the chosen plan and the quote it came from ride along. */
export function applicationBody(
  values: ApplicationValues,
  plan: string,
  asked: ReadonlySet<string> | null = null,
  quote?: ApplicationQuote,
): ApplicationValues & { plan?: string; quote?: ApplicationQuote } {
  const body: ApplicationValues & { plan?: string; quote?: ApplicationQuote } = { ...values };
  for (const field of RUPEE_FIELDS) body[field] = rupeesToSend(values[field]);
  if (!showsMotor(values.policyType)) for (const field of MOTOR_APPLICATION_FIELDS) body[field] = '';
  if (!showsHealth(values.policyType)) for (const field of HEALTH_APPLICATION_FIELDS) body[field] = '';
  if (!showsLife(values.policyType)) for (const field of LIFE_APPLICATION_FIELDS) body[field] = '';
  if (asked) {
    for (const field of Object.keys(values) as (keyof ApplicationValues)[]) {
      if (!asked.has(field)) body[field] = '';
    }
  }
  if (plan) body.plan = plan;
  if (quote) body.quote = quote;
  return body;
}
