// The insurance application's fields, described once: the form on /dashboard and the adviser's view of a request
// both render from here. Keys are the contract's own, so renaming a field of `insuranceApplication` fails
// typecheck here instead of silently dropping the field from either screen.
import * as choices from './constants.ts';
import { MONTHS, registrationYears, type InsuranceApplication } from './schemas/requests.ts';

export type ApplicationFieldKey = keyof InsuranceApplication;

/** How a field is typed and shown: the form picks its input from it, the adviser's view its formatting. */
export type ApplicationFieldKind =
  | 'text'
  | 'long-text'
  | 'choice'
  | 'date'
  | 'mobile'
  | 'email'
  | 'rupees'
  | 'years'
  | 'pan'
  | 'aadhaar'
  | 'measure';

export interface ApplicationField {
  /** The label on the form (shopping spec §2 and §5 words). */
  label: string;
  /** A shorter label for the adviser's view, where the value already carries its unit. */
  adviserLabel?: string;
  kind: ApplicationFieldKind;
  required?: boolean;
  maxLength?: number;
  /** Registration years move with the calendar, so they are worked out when the form renders. */
  options?: readonly string[] | (() => readonly string[]);
  autoComplete?: string;
}

/** What an application's cover (`sumAssured`) is called: a life policy's sum assured, health and home's sum insured, motor's IDV. */
export type CoverName = 'sum-assured' | 'sum-insured' | 'idv';

/** The one rule for the cover's name by policy type: the customer's form and the adviser's view both use it. */
export function coverNameOf(policyType: unknown): CoverName {
  if (policyType === 'Motor Insurance') return 'idv';
  if (policyType === 'Health' || policyType === 'Home') return 'sum-insured';
  return 'sum-assured';
}

/** The cover's name in the adviser's view, where the value already carries its unit. */
export const COVER_ADVISER_LABELS: Readonly<Record<CoverName, string>> = {
  'sum-assured': 'Sum assured',
  'sum-insured': 'Sum insured',
  idv: 'IDV',
};

export const APPLICATION_FIELDS: { readonly [K in ApplicationFieldKey]-?: ApplicationField } = {
  fullName: {
    label: 'Full name',
    kind: 'text',
    required: true,
    maxLength: choices.NAME_MAX_LENGTH,
    autoComplete: 'name',
  },
  dob: { label: 'Date of birth', kind: 'date' },
  gender: { label: 'Gender', kind: 'choice', options: choices.GENDERS },
  maritalStatus: { label: 'Marital status', kind: 'choice', options: choices.MARITAL_STATUSES },
  nationality: { label: 'Nationality', kind: 'text', maxLength: 50 },
  pan: { label: 'PAN', kind: 'pan' },
  aadhaar: { label: 'Aadhaar', kind: 'aadhaar' },
  address: { label: 'Address', kind: 'long-text', maxLength: 250 },
  phone: { label: 'Phone number', adviserLabel: 'Phone', kind: 'mobile', required: true },
  email: { label: 'Email', kind: 'email', maxLength: 100 },
  nomineeName: { label: 'Nominee name', kind: 'text', maxLength: 50 },
  nomineeRelation: { label: 'Relation', kind: 'choice', options: choices.NOMINEE_RELATIONS },
  nomineeDob: { label: 'Nominee date of birth', kind: 'date' },
  plan: { label: 'Plan chosen', kind: 'text', maxLength: 100 },
  policyType: { label: 'Policy type', kind: 'choice', required: true, options: choices.POLICY_TYPES },
  sumAssured: { label: 'Sum assured (₹)', adviserLabel: 'Sum assured', kind: 'rupees' },
  policyTerm: { label: 'Policy term (years)', adviserLabel: 'Policy term', kind: 'years' },
  paymentFrequency: { label: 'Payment frequency', kind: 'choice', options: choices.PAYMENT_FREQUENCIES },
  occupation: { label: 'Occupation', kind: 'choice', options: choices.OCCUPATIONS },
  income: { label: 'Annual income (₹)', adviserLabel: 'Yearly income', kind: 'rupees' },
  education: { label: 'Education', kind: 'choice', options: choices.EDUCATION_LEVELS },
  heightCm: { label: 'Height (cm)', adviserLabel: 'Height, cm', kind: 'measure' },
  weightKg: { label: 'Weight (kg)', adviserLabel: 'Weight, kg', kind: 'measure' },
  employer: {
    label: 'Employer',
    kind: 'text',
    maxLength: choices.EMPLOYER_MAX_LENGTH,
    autoComplete: 'organization',
  },
  lifestyle: {
    label: 'Lifestyle (smoking, alcohol, exercise)',
    adviserLabel: 'Lifestyle',
    kind: 'long-text',
    maxLength: 500,
  },
  existingIllness: { label: 'Existing illness', kind: 'long-text', maxLength: 500 },
  familyHistory: { label: 'Family medical history', kind: 'long-text', maxLength: 500 },
  vehicleType: { label: 'Vehicle type', kind: 'choice', options: choices.VEHICLE_TYPES },
  brand: { label: 'Brand', kind: 'text', maxLength: 50 },
  model: { label: 'Model', kind: 'text', maxLength: 50 },
  fuelType: { label: 'Fuel type', kind: 'choice', options: choices.FUEL_TYPES },
  variant: { label: 'Variant', kind: 'text', maxLength: 50 },
  regYear: { label: 'Registration year', kind: 'choice', options: () => registrationYears() },
  regMonth: { label: 'Registration month', kind: 'choice', options: MONTHS },
  commercialActivity: {
    label: 'Used for commercial activity?',
    adviserLabel: 'Used for commercial activity',
    kind: 'choice',
    options: ['Yes', 'No'],
  },
};

/** Sent only with a Motor Insurance application, and cleared otherwise. */
export const MOTOR_APPLICATION_FIELDS = [
  'vehicleType',
  'brand',
  'model',
  'fuelType',
  'variant',
  'regYear',
  'regMonth',
  'commercialActivity',
] as const satisfies readonly ApplicationFieldKey[];
/** Sent only with a Health application, and cleared otherwise. */
export const HEALTH_APPLICATION_FIELDS = [
  'lifestyle',
  'existingIllness',
  'familyHistory',
] as const satisfies readonly ApplicationFieldKey[];

export interface ApplicationSectionSpec {
  title: string;
  fields: readonly ApplicationFieldKey[];
  /** The section shows only for these policy types (shopping spec §4; its "Health Insurance" is the type Health). */
  onlyFor?: readonly (typeof choices.POLICY_TYPES)[number][];
}

/** Asked only on a life or term application: what life insurers ask before issuing, and sent empty otherwise. */
export const LIFE_APPLICATION_FIELDS = [
  'education',
  'heightCm',
  'weightKg',
] as const satisfies readonly ApplicationFieldKey[];

/**
 * The form's sections: the spec's five in its order (shopping spec §2, screen 1), the address in Personal Details,
 * then what life insurers ask before issuing and the nominee (issue 27; docs/spec-deviations.md).
 */
export const APPLICATION_FORM_SECTIONS: readonly ApplicationSectionSpec[] = [
  {
    title: 'Personal Details',
    fields: ['fullName', 'dob', 'gender', 'maritalStatus', 'phone', 'email', 'address'],
  },
  { title: 'Policy Details', fields: ['policyType', 'sumAssured', 'policyTerm', 'paymentFrequency'] },
  {
    title: 'Motor Insurance Details',
    onlyFor: ['Motor Insurance'],
    fields: MOTOR_APPLICATION_FIELDS,
  },
  {
    title: 'Health & Lifestyle',
    onlyFor: ['Health'],
    fields: HEALTH_APPLICATION_FIELDS,
  },
  { title: 'Occupation & Income', fields: ['occupation', 'income', 'employer'] },
  { title: 'Education, Height & Weight', onlyFor: ['Term', 'Life'], fields: LIFE_APPLICATION_FIELDS },
  { title: 'Nominee', fields: ['nomineeName', 'nomineeRelation', 'nomineeDob'] },
];

/** Part of the object but never typed on the form (shopping spec §3); the chosen plan is shown, not typed. */
export const APPLICATION_FIELDS_NOT_ON_FORM: readonly ApplicationFieldKey[] = [
  'nationality',
  'pan',
  'aadhaar',
  'plan',
];

/** The adviser reads the whole object, so its grouping also holds the fields the form never shows. */
export const ADVISER_APPLICATION_SECTIONS: readonly ApplicationSectionSpec[] = [
  {
    title: 'Personal details',
    fields: ['fullName', 'dob', 'gender', 'maritalStatus', 'nationality', 'pan', 'aadhaar', 'address'],
  },
  { title: 'Contact', fields: ['phone', 'email'] },
  { title: 'Nominee', fields: ['nomineeName', 'nomineeRelation', 'nomineeDob'] },
  { title: 'Policy', fields: ['plan', 'policyType', 'sumAssured', 'policyTerm', 'paymentFrequency'] },
  {
    title: 'Work and health',
    fields: ['occupation', 'income', 'employer', ...LIFE_APPLICATION_FIELDS, ...HEALTH_APPLICATION_FIELDS],
  },
  {
    title: 'Vehicle',
    fields: MOTOR_APPLICATION_FIELDS,
  },
];

export function fieldOptions(field: ApplicationField): readonly string[] {
  const { options = [] } = field;
  return typeof options === 'function' ? options() : options;
}
