import { z } from 'zod';
import {
  AMOUNT_MAX_DIGITS,
  EDUCATION_LEVELS,
  EMPLOYER_MAX_LENGTH,
  FUEL_TYPES,
  GENDERS,
  HEIGHT_CM_RANGE,
  MARITAL_STATUSES,
  NAME_MAX_LENGTH,
  NOMINEE_RELATIONS,
  OCCUPATIONS,
  PAYMENT_FREQUENCIES,
  POLICY_TYPES,
  REG_YEARS_BACK,
  VEHICLE_TYPES,
  WEIGHT_KG_RANGE,
} from '../constants.ts';
import { isPersonName } from '../typed-input.ts';
import { LEAD_LINES, type LeadLine } from '../leads/envelope.ts';
import { aadhaarInputSchema, panInputSchema } from './profile.ts';
import { cappedText, optionalEmail } from './text.ts';
import {
  mobileSchema,
  optionalChoice,
  optionalPastDateSchema,
  optionalPattern,
  optionalText,
} from './common.ts';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const amount = optionalPattern(
  new RegExp(`^\\d{1,${AMOUNT_MAX_DIGITS}}$`),
  `must be digits only, at most ${AMOUNT_MAX_DIGITS}`,
);

/** Blank, or a whole number from `min` to `max` (height in centimetres, weight in kilograms). */
function optionalMeasure(range: { min: number; max: number }, unit: string) {
  const rule = `must be a whole number of ${unit} from ${range.min} to ${range.max}`;
  return cappedText(3)
    .refine(
      (v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) >= range.min && Number(v) <= range.max),
      rule,
    )
    .optional();
}

/** Registration years offered: this year back 30 (shopping spec §5). */
export function registrationYears(now = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: REG_YEARS_BACK + 1 }, (_, i) => String(year - i));
}

/** The insurance application's own fields as submitted from /dashboard (shopping spec §3, rules of §5). */
export const insuranceApplicationFields = z.object({
  fullName: cappedText(NAME_MAX_LENGTH)
    .min(1, 'is required')
    .refine((v) => v === '' || isPersonName(v), 'must contain only letters and spaces'),
  dob: optionalPastDateSchema,
  gender: optionalChoice(GENDERS),
  maritalStatus: optionalChoice(MARITAL_STATUSES),
  nationality: optionalText(50),
  pan: panInputSchema,
  aadhaar: aadhaarInputSchema,
  address: optionalText(250, { multiLine: true }),
  phone: mobileSchema,
  email: optionalEmail(100),
  nomineeName: optionalText(50).refine((v) => !v || isPersonName(v), 'must contain only letters and spaces'),
  nomineeRelation: optionalChoice(NOMINEE_RELATIONS),
  nomineeDob: optionalPastDateSchema,
  policyType: z.enum(POLICY_TYPES, { error: `must be one of: ${POLICY_TYPES.join(', ')}` }),
  sumAssured: amount,
  policyTerm: optionalPattern(/^\d{1,2}$/, 'must be a number of years from 1 to 99'),
  paymentFrequency: optionalChoice(PAYMENT_FREQUENCIES),
  occupation: optionalChoice(OCCUPATIONS),
  income: amount,
  employer: optionalText(EMPLOYER_MAX_LENGTH),
  /** What term insurers ask before issuing (not in the spec's object; docs/spec-deviations.md). */
  education: optionalChoice(EDUCATION_LEVELS),
  heightCm: optionalMeasure(HEIGHT_CM_RANGE, 'centimetres'),
  weightKg: optionalMeasure(WEIGHT_KG_RANGE, 'kilograms'),
  lifestyle: optionalText(500, { multiLine: true }),
  existingIllness: optionalText(500, { multiLine: true }),
  familyHistory: optionalText(500, { multiLine: true }),
  vehicleType: optionalChoice(VEHICLE_TYPES),
  brand: optionalText(50),
  model: optionalText(50),
  fuelType: optionalChoice(FUEL_TYPES),
  variant: optionalText(50),
  regYear: z
    .string()
    .max(4, { message: `must be a year from the last ${REG_YEARS_BACK} years`, abort: true })
    .refine(
      (v) => v === '' || registrationYears().includes(v),
      `must be a year from the last ${REG_YEARS_BACK} years`,
    )
    .optional(),
  regMonth: optionalChoice(MONTHS),
  commercialActivity: optionalChoice(['Yes', 'No'] as const),
  /** The plan chosen on a plan list, when the form was opened from one (not in the spec's object). */
  plan: optionalText(100),
});
export type InsuranceApplication = z.input<typeof insuranceApplicationFields>;

/** Lines an application can be quoted on (a travel booking is its own submission, not an application). */
export const APPLICATION_QUOTE_LINES = LEAD_LINES.filter(
  (line): line is Exclude<LeadLine, 'travel-booking'> => line !== 'travel-booking',
);

/**
 * The quote an application was opened from: the plan list's line, the plan's id and the same `details` that
 * line's lead carries (checked by that line's own lead schema, less any field its price never reads:
 * `quoteDetailSchemas[line]`). The server prices it again with the rating engine and keeps its own figure; a
 * premium sent by a browser is never read.
 */
export const applicationQuote = z.object({
  line: z.enum(APPLICATION_QUOTE_LINES, {
    error: `must be one of: ${APPLICATION_QUOTE_LINES.join(', ')}`,
  }),
  /** The id the rating engine's quote carries ("term-1", "health-4", "car-2", "tata-aig-gold"…), see planEntry. */
  planId: cappedText(60).min(1, 'is required'),
  details: z.record(z.string(), z.unknown()),
  /**
   * The list's own controls the card was priced with (term: life cover, cover-till age, tobacco, payment mode;
   * health: cover and years; car and bike: model, age, zone and claim-free years; employee: whom it covers and
   * the team-size band; child savings: the yearly premium), checked by `quoteChoiceSchemas[line]` (`schemas/quote-choices.ts`). Left out, the server prices the list's starting choices.
   */
  choices: z.record(z.string(), z.unknown()).optional(),
});
export type ApplicationQuote = z.infer<typeof applicationQuote>;

/**
 * POST /api/AddInsuranceRequest: the application's fields plus, when opened from a plan, its quote. Sent by a
 * logged-in customer (bearer token) whose mobile is the application's phone.
 */
export const insuranceApplication = insuranceApplicationFields.extend({
  quote: applicationQuote.optional(),
});
export type InsuranceApplicationSubmission = z.input<typeof insuranceApplication>;

export const addInsuranceRequestResponse = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  /** `reference` (e.g. BS-7K2M9Q4X) is what the tracker and the confirmation screen show. */
  result: z.object({ id: z.number().int(), status: z.string(), reference: z.string().optional() }).optional(),
});

export const getMyLoanRequestQuery = z.object({
  countryCode: z.literal('91', { error: 'must be 91' }).optional(),
  mobile: mobileSchema,
});

/** What a tracked request is: an application, a travel booking, or a call-back a visitor asked for with consent. */
export const REQUEST_KINDS = ['application', 'travel-booking', 'callback'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * How often the quoted premium is paid: per month, quarter or year, once for a trip, per employee a year, or once
 * for a health policy of more than one year (`policy`).
 */
export const PREMIUM_PERIODS = ['month', 'quarter', 'year', 'trip', 'employee-year', 'policy'] as const;
export type PremiumPeriod = (typeof PREMIUM_PERIODS)[number];

/**
 * POST PriceQuote (not in the spec; docs/decisions.md): the server's own price for the quote an application was
 * opened from, for the applicant's date of birth and gender as typed so far (blank: the quote's own). Nothing is
 * kept; it is the figure AddInsuranceRequest will store, shown before the customer sends the form.
 */
export const priceQuoteRequest = z.object({
  quote: applicationQuote,
  dob: insuranceApplicationFields.shape.dob,
  gender: insuranceApplicationFields.shape.gender,
});
export type PriceQuoteRequest = z.input<typeof priceQuoteRequest>;

export const priceQuoteResult = z.object({
  /** What the customer pays per instalment (or for the policy), GST included, in rupees. */
  premium: z.number(),
  basePremium: z.number(),
  gst: z.number(),
  premiumPeriod: z.enum(PREMIUM_PERIODS),
  rateVersion: z.string(),
  /** yyyy-mm-dd the server priced it. */
  pricedOn: z.string(),
  cover: z.number().nullable(),
  /** Every figure of the engine's quote by name (a health plan's `perMonth`, a child plan's `lifeCover`...). */
  figures: z.record(z.string(), z.number()),
  /** The engine's facts about what it priced (the person, the cover...), each language says them. */
  facts: z.array(z.looseObject({ code: z.string() })),
  /** The defaults the server assumed for what the details do not say. */
  assumed: z.array(z.looseObject({ code: z.string() })),
});
export type PriceQuoteResult = z.infer<typeof priceQuoteResult>;
export const priceQuoteResponse = z.object({ isSuccess: z.boolean(), result: priceQuoteResult });
export type PriceQuoteResponse = z.infer<typeof priceQuoteResponse>;

/**
 * One row of the tracker (GET GetMyLoanRequest). The spec's six fields stay (`requiredLoanAmount` is the sum
 * assured or cover in rupees, blank when not known in rupees); the rest say what the request is.
 */
export const loanRequestItem = z.object({
  id: z.number().int(),
  policyType: z.string(),
  createdOn: z.string(),
  requiredLoanAmount: z.string(),
  status: z.string(),
  remarks: z.string(),
  kind: z.enum(REQUEST_KINDS),
  reference: z.string(),
  /** Blank for the spec's plain application, opened with no plan. */
  planName: z.string(),
  insurer: z.string(),
  /** The premium the server quoted, GST included, in rupees; null when no plan was priced. */
  premium: z.number().int().nullable(),
  premiumPeriod: z.enum(PREMIUM_PERIODS).nullable(),
  /** A premium an adviser recorded after underwriting; null until then. */
  revisedPremium: z.number().int().nullable(),
});
export type LoanRequestItem = z.infer<typeof loanRequestItem>;
export const loanRequestList = z.array(loanRequestItem);

/** GET GetMyRequest?reference=BS-…: one of the caller's own requests, in full. */
export const myRequestQuery = z.object({
  reference: z
    .string()
    .max(30, { message: 'must be a reference like BS-7K2M9Q4X', abort: true })
    .transform(referenceFromTyped)
    .pipe(z.string().regex(/^BS-[A-Z0-9]{8}$/, 'must be a reference like BS-7K2M9Q4X')),
});

/** A reference as typed or pasted ("bs-7k2m9q4x", " BS 7K2M 9Q4X "): upper case, spaces gone, the hyphen put back. */
export function referenceFromTyped(typed: string): string {
  const squeezed = typed.replace(/[\s-]/g, '').toUpperCase();
  return /^BS[A-Z0-9]{8}$/.test(squeezed) ? `BS-${squeezed.slice(2)}` : typed.trim();
}

/** One change an adviser made, oldest first; the first entry is the submission itself. */
export const requestTimelineEntry = z.object({
  at: z.string(),
  kind: z.enum(['submitted', 'status', 'premium', 'policy', 'policy-change']),
  status: z.string(),
  remarks: z.string(),
  /** For a revised premium: the new figure (rupees); `remarks` holds the reason. */
  premium: z.number().int().nullable(),
});
export type RequestTimelineEntry = z.infer<typeof requestTimelineEntry>;

/** The server's quote as the customer and the adviser read it. */
export const requestQuoteSummary = z.object({
  premium: z.number().int(),
  basePremium: z.number().int(),
  gst: z.number().int(),
  premiumPeriod: z.enum(PREMIUM_PERIODS),
  rateVersion: z.string(),
  /** yyyy-mm-dd the server priced it. */
  pricedOn: z.string(),
  /** The inputs the premium came from and every assumption made, in English words. */
  inputsInWords: z.array(z.string()),
  /** The same as facts (`QuoteFact`: a code and its values) each language says; absent on older records. */
  facts: z.array(z.looseObject({ code: z.string() })).optional(),
});
export type RequestQuoteSummary = z.infer<typeof requestQuoteSummary>;

export const myRequestDetail = loanRequestItem.extend({
  quote: requestQuoteSummary.nullable(),
  revisedReason: z.string(),
  timeline: z.array(requestTimelineEntry),
});
export type MyRequestDetail = z.infer<typeof myRequestDetail>;
export const myRequestResponse = z.object({ isSuccess: z.boolean(), result: myRequestDetail });
export type MyRequestResponse = z.infer<typeof myRequestResponse>;
