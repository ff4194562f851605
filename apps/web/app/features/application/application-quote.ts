// The quote the form was opened from (lib/quote-handover.ts): read back from the address and checked, priced again
// with the rating engine (the same function and inputs as the card, so the same figure), turned into prefilled
// fields, the fields that policy type still needs, and the lead details the server prices it from.
import {
  APPLICATION_FORM_SECTIONS,
  APPLICATION_GENDER_OF_TERM_CODE,
  termGenderCode,
  type TermGenderCode,
  HEALTH_APPLICATION_FIELDS,
  MOTOR_APPLICATION_FIELDS,
  NAME_MAX_LENGTH,
  type ApplicationFieldKey,
  type EmployeeQuoteChoices,
  type HealthQuoteChoices,
  type LeadLine,
  type MotorQuoteChoices,
  type PriceQuoteResult,
  type TermQuoteChoices,
} from '@bimasetu/contract';
import {
  priceTermPlan,
  projectChildPlan,
  quoteEmployee,
  quoteHealth,
  quoteMotor,
  type QuoteFact,
} from '@bimasetu/contract/rating';
import { homeInputs, priceHome } from '@bimasetu/contract/lines/home';
import { QUOTE_PARAM, type QuoteHandover, type QuoteLine, type QuotePricing } from '~/lib/quote-handover';
import type { ApplicationValues, PolicyType } from './application-values';

const ENGINE_OF_LINE: Record<QuoteLine, QuotePricing['engine'] | null> = {
  term: 'term',
  'nri-term': 'term',
  'women-term': 'term',
  health: 'health',
  'family-health': 'health',
  car: 'motor',
  'two-wheeler': 'motor',
  'child-savings': 'child',
  'employee-health': 'employee',
  home: 'home',
  // a travel plan is bought through its own booking, never through this form
  travel: null,
};

const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** The handover in ?quote=, or null when there is none or it is not one we made. */
export function readHandover(params: URLSearchParams): QuoteHandover | null {
  const raw = params.get(QUOTE_PARAM);
  if (!raw || raw.length > 4000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const h = value as Partial<QuoteHandover>;
  const engine = typeof h.line === 'string' ? ENGINE_OF_LINE[h.line as QuoteLine] : undefined;
  if (!engine || !Object.hasOwn(ENGINE_OF_LINE, h.line as string)) return null;
  if (!isText(h.planId, 60) || !isText(h.planName, 100) || !isText(h.insurer, 100)) return null;
  if (!h.pricing || typeof h.pricing !== 'object' || h.pricing.engine !== engine) return null;
  const fields: Record<string, string> = {};
  if (h.fields && typeof h.fields === 'object') {
    for (const [key, field] of Object.entries(h.fields)) if (isText(field, 100)) fields[key] = field;
  }
  const cover = typeof h.cover === 'number' && Number.isFinite(h.cover) && h.cover > 0 ? h.cover : undefined;
  return { ...(h as QuoteHandover), fields, cover };
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

/** The premium as the card showed it, with what it is for. */
export interface QuotedPrice {
  amount: number;
  /** Per what the amount is (the words say it in the page's language). */
  per: 'month' | 'quarter' | 'year' | 'employee';
  /** A second figure the card also showed: with GST, a year, the life cover. */
  detail?: { kind: 'withGst' | 'perYearOfPolicy' | 'childSaving'; amount: number };
  /** What the premium is for: the engine's facts, e.g. the term person and cover, each language says them. */
  facts: readonly QuoteFact[];
  rateVersion: string;
  /** Who worked the figure out: this browser (the card's engine call) or the server, on the day it gives. */
  pricedBy: { by: 'browser' } | { by: 'server'; on: string };
}

const PER_MODE = { Monthly: 'month', Quarterly: 'quarter', Yearly: 'year' } as const;

/** An engine's answer as both the browser and the server give it: its figures by name, its facts, its rates. */
interface EngineAnswer {
  figures: Readonly<Record<string, unknown>>;
  facts: readonly QuoteFact[];
  rateVersion: string;
}

/** The engine's own answer for the card's inputs, computed here, or null when it does not price them. */
function engineAnswer(pricing: QuotePricing, today: Date): EngineAnswer | null {
  const answer = (quote: { facts: readonly QuoteFact[]; rateVersion: string } | null | undefined) =>
    quote
      ? {
          figures: quote as unknown as Record<string, unknown>,
          facts: quote.facts,
          rateVersion: quote.rateVersion,
        }
      : null;
  switch (pricing.engine) {
    case 'term': {
      const priced = priceTermPlan(pricing.line, pricing.planId, pricing.person, pricing.choice, today);
      return priced.accepted ? answer(priced.quote) : null;
    }
    case 'health':
      return answer(quoteHealth(pricing.input));
    case 'motor':
      return answer(quoteMotor(pricing.planId, pricing.inputs));
    case 'child':
      return answer(projectChildPlan(pricing.planId, pricing.inputs));
    case 'home': {
      const priced = priceHome(pricing.planId, homeInputs(pricing.answers));
      return priced.offered ? answer(priced.quote) : null;
    }
    case 'employee':
      return answer(quoteEmployee(pricing.planId, pricing.inputs));
  }
}

/** Which of an engine's figures the card shows as the premium, and which beside it. */
function shownAs(
  pricing: QuotePricing,
  { figures, facts, rateVersion }: EngineAnswer,
  pricedBy: QuotedPrice['pricedBy'],
): QuotedPrice | null {
  const figure = (name: string) => {
    const value = figures[name];
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
  };
  const priced = (
    amount: number | null,
    per: QuotedPrice['per'],
    detail?: [NonNullable<QuotedPrice['detail']>['kind'], number | null],
  ): QuotedPrice | null => {
    if (amount === null) return null;
    const beside = detail && detail[1] !== null ? { kind: detail[0], amount: detail[1] } : undefined;
    return { amount, per, ...(beside ? { detail: beside } : {}), facts, rateVersion, pricedBy };
  };
  switch (pricing.engine) {
    case 'term': {
      // the term card says only whom it priced; its cover and payment are on the form
      const shown = priced(figure('total'), PER_MODE[pricing.choice.mode]);
      return shown && { ...shown, facts: facts.slice(0, 1) };
    }
    case 'health':
      return priced(figure('perMonth'), 'month', ['perYearOfPolicy', figure('perYear')]);
    case 'motor':
      return priced(figure('basePremium'), 'year', ['withGst', figure('total')]);
    case 'child':
      return priced(figure('yearlySaving'), 'year', ['childSaving', figure('lifeCover')]);
    case 'home':
      return priced(figure('total'), 'year');
    case 'employee':
      return priced(figure('basePremium'), 'employee', ['withGst', figure('total')]);
  }
}

/** The server's price for the quote (POST PriceQuote), shown as the card showed its own. */
export function priceFromServer(handover: QuoteHandover, server: PriceQuoteResult): QuotedPrice | null {
  return shownAs(
    handover.pricing,
    {
      figures: server.figures,
      facts: server.facts as unknown as QuoteFact[],
      rateVersion: server.rateVersion,
    },
    { by: 'server', on: server.pricedOn },
  );
}

/** The card's premium for the handover's inputs, or null when the engine cannot price them. */
export function priceHandover(handover: QuoteHandover, today: Date): QuotedPrice | null {
  try {
    const answer = engineAnswer(handover.pricing, today);
    return answer ? shownAs(handover.pricing, answer, { by: 'browser' }) : null;
  } catch {
    // inputs we did not write (an edited address): no figure rather than a wrong one
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The application's fields a line's quote form took, from the details it remembered. */
export function prefillFromLead(
  line: LeadLine,
  lead: Record<string, unknown> | null,
): Partial<ApplicationValues> {
  if (!lead) return {};
  const values: Partial<ApplicationValues> = {};
  const put = (field: keyof ApplicationValues, value: unknown) => {
    const typed = text(value);
    if (typed) values[field] = typed;
  };
  switch (ENGINE_OF_LINE[line as QuoteLine]) {
    case 'term':
      put('fullName', text(lead.fullName).slice(0, NAME_MAX_LENGTH).trim());
      put('dob', /^\d{2}\/\d{2}\/\d{4}$/.test(text(lead.dob)) ? lead.dob : '');
      put('gender', APPLICATION_GENDER_OF_TERM_CODE[lead.gender as TermGenderCode]);
      put('phone', lead.mobileNumber);
      break;
    case 'health':
      put('fullName', text(lead.name).slice(0, NAME_MAX_LENGTH).trim());
      put('gender', lead.gender);
      put('phone', lead.phone);
      break;
    case 'motor':
      put('phone', lead.mobileNumber);
      break;
    case 'child':
      put('fullName', text(lead.name).slice(0, NAME_MAX_LENGTH).trim());
      put('phone', lead.mobile);
      put('email', lead.email);
      break;
    case 'employee':
      put('phone', lead.mobile);
      put('employer', lead.companyName);
      break;
    case 'home':
      put('fullName', text(lead.name).slice(0, NAME_MAX_LENGTH).trim());
      put('phone', lead.mobile);
      break;
    default:
      break;
  }
  return values;
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

/**
 * The `details` of the application's quote: what the line's quote form sent as its lead (the server checks them
 * with that line's own lead schema and prices from them). A term quote can be rebuilt from the application's own
 * fields; any other line needs what its form remembered, or the application goes without a quote.
 */
export function quoteDetails(
  handover: QuoteHandover,
  lead: Record<string, unknown> | null,
  values: ApplicationValues,
): Record<string, unknown> | undefined {
  const engine = ENGINE_OF_LINE[handover.line];
  // a home quote's answers travel with it: the details are those answers and the applicant's own contact
  if (handover.pricing.engine === 'home') {
    return { ...handover.pricing.answers, name: values.fullName, mobile: values.phone };
  }
  if (lead) {
    if (engine === 'motor' && !text(lead.mobileNumber)) return { ...lead, mobileNumber: values.phone };
    // the server prices the applicant's own person (issue 31): send the form's date of birth and gender with it
    if (engine === 'term') {
      const gender = termGenderCode(values.gender);
      return { ...lead, ...(values.dob ? { dob: values.dob } : {}), ...(gender ? { gender } : {}) };
    }
    return lead;
  }
  if (engine !== 'term') return undefined;
  return {
    gender: termGenderCode(values.gender) ?? 1,
    fullName: values.fullName,
    dob: values.dob,
    mobileNumber: values.phone,
    whatsapp: false,
  };
}

/**
 * The list's own choices the card was priced with (cover, cover-till age, tobacco, payment mode; health cover and
 * years; the vehicle's model, age, zone and claim-free years; whom a group plan covers), sent with the quote so the
 * server prices exactly what the card showed. A child plan's list has no choices of its own: its lead is enough.
 */
export function quoteChoices(
  handover: QuoteHandover,
): TermQuoteChoices | HealthQuoteChoices | MotorQuoteChoices | EmployeeQuoteChoices | undefined {
  const pricing = handover.pricing;
  switch (pricing.engine) {
    case 'term':
      return { ...pricing.choice, tobacco: pricing.person.tobacco };
    case 'health': {
      const { coverLakh, years } = pricing.input;
      return coverLakh === undefined ? { years } : { coverLakh, years };
    }
    case 'motor': {
      const { modelId, ageMonths, zone, claimFreeYears } = pricing.inputs;
      return { modelId, ageMonths, zone, claimFreeYears };
    }
    case 'employee':
      return { coverage: pricing.inputs.coverage };
    case 'child':
    case 'home':
      return undefined;
  }
}
