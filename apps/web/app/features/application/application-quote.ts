// The quote the form was opened from (lib/quote-handover.ts): read back from the address and checked, priced in
// this browser by the server's own function (the contract's `pricePlan`, over the lead the quote form remembered
// and the list's choices) until the server's figure arrives, turned into prefilled fields, the fields that policy
// type still needs, and the lead details the server prices it from. Nothing here names a rating engine.
import {
  APPLICATION_FORM_SECTIONS,
  APPLICATION_GENDER_OF_TERM_CODE,
  ageOn,
  isRealDdMmYyyy,
  quoteChoiceSchemas,
  termGenderCode,
  HEALTH_APPLICATION_FIELDS,
  MOTOR_APPLICATION_FIELDS,
  NAME_MAX_LENGTH,
  type ApplicationFieldKey,
  type LeadLine,
  type PremiumPeriod,
  type PriceQuoteResult,
} from '@bimasetu/contract';
import type { QuoteFact } from '@bimasetu/contract/rating';
import { QUOTE_PARAM, type QuoteHandover, type QuoteLine } from '~/lib/quote-handover';
import type { ServerPrice } from './application-api';
import type { PricingLines } from './use-pricing-lines';
import type { ApplicationValues, PolicyType } from './application-values';

/** A line whose plans this form sells (a travel plan is bought through its own booking, never here). */
type FormLine = Exclude<QuoteLine, 'travel'>;

/** The premium as the card showed it, with what it is for. */
export interface QuotedPrice {
  amount: number;
  /** Per what the amount is (the words say it in the page's language). */
  per: 'month' | 'quarter' | 'year' | 'employee';
  /** A second figure the card also showed: with GST, a year, the life cover. */
  detail?: { kind: DetailKind; amount: number };
  /** What the premium is for: the engine's facts, e.g. the term person and cover, each language says them. */
  facts: readonly QuoteFact[];
  rateVersion: string;
  /** Who worked the figure out: this browser (the server's own function) or the server, on the day it gives. */
  pricedBy: { by: 'browser' } | { by: 'server'; on: string };
}

type DetailKind = 'withGst' | 'perYearOfPolicy' | 'childSaving';

/** Which of a line's quote figures its card shows as the premium, per what, and which figure beside it. */
interface ShownAs {
  /** The figure's name in the quote (`figures` of PriceQuote). */
  amount: string;
  /** Per a fixed period, or `paid`: per the quote's own premium period (term: its payment mode). */
  per: QuotedPrice['per'] | 'paid';
  detail?: { kind: DetailKind; figure: string };
  /** How many of the quote's facts the card says (term: only whom it priced; cover and payment are on the form). */
  facts?: number;
}

const TERM_SHOWN: ShownAs = { amount: 'total', per: 'paid', facts: 1 };
const HEALTH_SHOWN: ShownAs = {
  amount: 'perMonth',
  per: 'month',
  detail: { kind: 'perYearOfPolicy', figure: 'perYear' },
};
const MOTOR_SHOWN: ShownAs = {
  amount: 'basePremium',
  per: 'year',
  detail: { kind: 'withGst', figure: 'total' },
};

/** Per line, how the form shows its quote; a line missing here is not sold through this form. */
export const SHOWN_AS: Record<FormLine, ShownAs> = {
  term: TERM_SHOWN,
  'nri-term': TERM_SHOWN,
  'women-term': TERM_SHOWN,
  health: HEALTH_SHOWN,
  'family-health': HEALTH_SHOWN,
  car: MOTOR_SHOWN,
  'two-wheeler': MOTOR_SHOWN,
  'child-savings': {
    amount: 'yearlySaving',
    per: 'year',
    detail: { kind: 'childSaving', figure: 'lifeCover' },
  },
  'employee-health': {
    amount: 'basePremium',
    per: 'employee',
    detail: { kind: 'withGst', figure: 'total' },
  },
  home: { amount: 'total', per: 'year' },
};

const isFormLine = (line: unknown): line is FormLine =>
  typeof line === 'string' && Object.hasOwn(SHOWN_AS, line);

const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** The list's choices as the server would take them, or `false` when they are not choices this line's list makes. */
function listChoices(line: FormLine, choices: unknown): QuoteHandover['choices'] | undefined | false {
  if (choices === undefined) return undefined;
  const schema = Object.hasOwn(quoteChoiceSchemas, line)
    ? quoteChoiceSchemas[line as keyof typeof quoteChoiceSchemas]
    : null;
  const checked = schema?.safeParse(choices);
  return checked?.success ? (checked.data as QuoteHandover['choices']) : false;
}

/**
 * The hand-over in ?quote=, or null when there is none or it is not one we made. An older link (its engine's
 * inputs under `pricing`) opens as its plan and line only: priced with the line's starting choices.
 */
export function readHandover(params: URLSearchParams): QuoteHandover | null {
  const raw = params.get(QUOTE_PARAM);
  if (!raw || raw.length > 4000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const h = value as Record<string, unknown>;
  if (!isFormLine(h.line)) return null;
  if (!isText(h.planId, 60) || !isText(h.planName, 100) || !isText(h.insurer, 100)) return null;
  const choices = listChoices(h.line, h.choices);
  if (choices === false) return null;
  const fields: Record<string, string> = {};
  if (h.fields && typeof h.fields === 'object') {
    for (const [key, field] of Object.entries(h.fields)) if (isText(field, 100)) fields[key] = field;
  }
  const cover = typeof h.cover === 'number' && Number.isFinite(h.cover) && h.cover > 0 ? h.cover : undefined;
  return {
    line: h.line,
    planId: h.planId,
    planName: h.planName,
    insurer: h.insurer,
    ...(choices ? { choices } : {}),
    ...(cover ? { cover } : {}),
    fields,
  };
}

export const POLICY_TYPE_OF_LINE: Record<QuoteLine, PolicyType> = {
  term: 'Term',
  'nri-term': 'Term',
  'women-term': 'Term',
  health: 'Health',
  'family-health': 'Health',
  car: 'Motor Insurance',
  'two-wheeler': 'Motor Insurance',
  'child-savings': 'Life',
  'employee-health': 'Health',
  travel: 'Health',
  home: 'Home',
};

/** A quote's figures as both this browser and the server give them. */
interface QuoteFigures {
  figures: Readonly<Record<string, number>>;
  facts: readonly QuoteFact[];
  rateVersion: string;
  period: PremiumPeriod;
}

const PER_PERIOD: Partial<Record<PremiumPeriod, QuotedPrice['per']>> = {
  month: 'month',
  quarter: 'quarter',
  year: 'year',
};

/** The line's quote as its card shows it (SHOWN_AS), or null when the premium figure is not there. */
function shownAs(
  line: FormLine,
  { figures, facts, rateVersion, period }: QuoteFigures,
  pricedBy: QuotedPrice['pricedBy'],
): QuotedPrice | null {
  const shown = SHOWN_AS[line];
  const figure = (name: string) => {
    const value = figures[name];
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
  };
  const amount = figure(shown.amount);
  const per = shown.per === 'paid' ? PER_PERIOD[period] : shown.per;
  if (amount === null || !per) return null;
  const beside = shown.detail ? figure(shown.detail.figure) : null;
  return {
    amount,
    per,
    ...(shown.detail && beside !== null ? { detail: { kind: shown.detail.kind, amount: beside } } : {}),
    facts: shown.facts === undefined ? facts : facts.slice(0, shown.facts),
    rateVersion,
    pricedBy,
  };
}

/** The server's price for the quote (POST PriceQuote), shown as the card showed its own. */
export function priceFromServer(handover: QuoteHandover, server: PriceQuoteResult): QuotedPrice | null {
  if (!isFormLine(handover.line)) return null;
  return shownAs(
    handover.line,
    {
      figures: server.figures,
      facts: server.facts as unknown as QuoteFact[],
      rateVersion: server.rateVersion,
      period: server.premiumPeriod,
    },
    { by: 'server', on: server.pricedOn },
  );
}

/** The applicant's own date of birth and gender as the form has them (a blank keeps the quote's). */
export interface PricedApplicant {
  dob: string;
  gender: string;
}

/**
 * This browser's figure for the quote, by the server's own path: the details (`quoteDetails`) priced for the
 * applicant (the line's `forApplicant`), then the contract's `pricePlan` with the list's choices. Null without
 * details (no remembered lead), before the lines have loaded, or when the plan is not priced for them: the
 * server's answer then says why.
 */
export function priceInBrowser(
  handover: QuoteHandover,
  details: Record<string, unknown> | undefined,
  applicant: PricedApplicant,
  today: Date,
  lines: PricingLines | null,
): QuotedPrice | null {
  if (!details || !lines || !isFormLine(handover.line)) return null;
  const { LINES, pricePlan } = lines;
  const line = LINES[handover.line];
  try {
    const own = line.forApplicant(details, applicant, today);
    const priced = pricePlan(handover.line, handover.planId, own.details, today, handover.choices);
    if (!priced.ok) return null;
    return shownAs(
      handover.line,
      {
        figures: priced.parts.figures,
        facts: priced.parts.engineFacts,
        rateVersion: priced.quote.rateVersion,
        period: line.period(priced.quote.inputs),
      },
      { by: 'browser' },
    );
  } catch {
    // details we did not write (an edited store): no figure rather than a wrong one
    return null;
  }
}

/**
 * The figure the form shows: the server's once it has answered (its refusal: none, said as refused), else this
 * browser's own; a server answer the form cannot show leaves the browser's.
 */
export function shownPrice(
  handover: QuoteHandover | null,
  browser: QuotedPrice | null,
  server: ServerPrice | undefined,
): { price: QuotedPrice | null; refused: boolean } {
  if (!handover) return { price: null, refused: false };
  if (!server) return { price: browser, refused: false };
  if (server.refused) return { price: null, refused: true };
  return { price: priceFromServer(handover, server.result) ?? browser, refused: false };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The application's fields a quote form takes, each under its name in the line's lead. */
type LeadFields = Partial<Record<'fullName' | 'dob' | 'gender' | 'phone' | 'email' | 'employer', string>>;

const TERM_LEAD: LeadFields = { fullName: 'fullName', dob: 'dob', gender: 'gender', phone: 'mobileNumber' };
const HEALTH_LEAD: LeadFields = { fullName: 'name', gender: 'gender', phone: 'phone' };
const MOTOR_LEAD: LeadFields = { phone: 'mobileNumber' };

const LEAD_FIELDS: Record<FormLine, LeadFields> = {
  term: TERM_LEAD,
  'nri-term': TERM_LEAD,
  'women-term': TERM_LEAD,
  health: HEALTH_LEAD,
  'family-health': HEALTH_LEAD,
  car: MOTOR_LEAD,
  'two-wheeler': MOTOR_LEAD,
  'child-savings': { fullName: 'name', phone: 'mobile', email: 'email' },
  'employee-health': { phone: 'mobile', employer: 'companyName' },
  home: { fullName: 'name', phone: 'mobile' },
};

/** A lead field's value as the application's field takes it ('' when it does not fit). */
function asApplication(field: keyof LeadFields, value: unknown): string {
  switch (field) {
    case 'fullName':
      return text(value).slice(0, NAME_MAX_LENGTH).trim();
    case 'dob':
      return isRealDdMmYyyy(text(value)) ? text(value) : '';
    case 'gender':
      // a term lead says its gender as a code
      return typeof value === 'number'
        ? (APPLICATION_GENDER_OF_TERM_CODE[value as keyof typeof APPLICATION_GENDER_OF_TERM_CODE] ?? '')
        : text(value);
    default:
      return text(value);
  }
}

/** The application's fields a line's quote form took, from the details it remembered. */
export function prefillFromLead(
  line: LeadLine,
  lead: Record<string, unknown> | null,
): Partial<ApplicationValues> {
  if (!lead || !isFormLine(line)) return {};
  const values: Partial<ApplicationValues> = {};
  for (const [field, key] of Object.entries(LEAD_FIELDS[line]) as [keyof LeadFields, string][]) {
    const value = asApplication(field, lead[key]);
    if (value) values[field] = value;
  }
  return values;
}

/** The age a quote form's person was on `today`, when its lead tells a date of birth (a term lead does). */
export function quotedAgeOf(lead: Record<string, unknown> | null, today: Date): number | undefined {
  const dob = text(lead?.dob);
  return isRealDdMmYyyy(dob) ? ageOn(dob, today) : undefined;
}

/** What the list knew: the policy type, the cover and the fields it passed (policy term, the vehicle...). */
export function prefillFromHandover(handover: QuoteHandover): Partial<ApplicationValues> {
  const values: Partial<ApplicationValues> = { policyType: POLICY_TYPE_OF_LINE[handover.line] };
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
  return new Set(ASKED_BY_TYPE[POLICY_TYPE_OF_LINE[line]]);
}

/** The vehicle's registration from the car or bike form, shown with the quote and sent in its details. */
export function plateOf(lead: Record<string, unknown> | null): string | null {
  const plate = text(lead?.registrationNumber);
  return plate || null;
}

/** A term lead rebuilt from the application's own fields, when the quote form remembered none. */
const termLeadOf = (values: ApplicationValues): Record<string, unknown> => ({
  gender: termGenderCode(values.gender) ?? 1,
  fullName: values.fullName,
  dob: values.dob,
  mobileNumber: values.phone,
  whatsapp: false,
});

/** The lines whose whole lead the application's own fields hold. */
const REBUILT_FROM_APPLICATION: Partial<
  Record<FormLine, (values: ApplicationValues) => Record<string, unknown>>
> = { term: termLeadOf, 'nri-term': termLeadOf, 'women-term': termLeadOf };

/**
 * The `details` of the application's quote: what the line's quote form sent as its lead (the server checks them
 * with that line's own lead schema and prices them for the applicant), its blank name, mobile or email filled from
 * the application (a child family filled in on its list comes with none of them). A term quote can be rebuilt from the application's own fields; any other line needs what its form
 * remembered, or the application goes without a quote (and the form without a figure until the server's).
 */
export function quoteDetails(
  handover: QuoteHandover,
  lead: Record<string, unknown> | null,
  values: ApplicationValues,
): Record<string, unknown> | undefined {
  if (!isFormLine(handover.line)) return undefined;
  if (!lead) return REBUILT_FROM_APPLICATION[handover.line]?.(values);
  const details = { ...lead };
  const { fullName, phone, email } = LEAD_FIELDS[handover.line];
  for (const [key, value] of [
    [fullName, values.fullName],
    [phone, values.phone],
    [email, values.email],
  ] as const) {
    if (key && !text(details[key]) && text(value)) details[key] = value;
  }
  return details;
}

/**
 * The details the server is sent with the quote: only those the line's own lead schema takes (the server checks
 * them first), so a lead the application's fields cannot complete (a child family filled in on its list, with no
 * city) prices in this browser only and the application is sent without a quote rather than refused. Before the
 * lines have loaded, the details as they are.
 */
export function detailsForServer(
  line: QuoteLine,
  details: Record<string, unknown> | undefined,
  lines: PricingLines | null,
): Record<string, unknown> | undefined {
  if (!details || !lines) return details;
  return lines.LINES[line].leadSchema.safeParse(details).success ? details : undefined;
}
