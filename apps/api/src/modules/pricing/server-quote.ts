// The server's own price for a kept lead or a submitted application: the same engine functions the lists use,
// fed only from what the lead (or the application's quote details) holds. One pricing path: `serverQuote` prices
// every plan of a lead's line, `pricePlan` the one plan an application was opened from. A premium a browser sends
// is never read (the lead schemas drop unknown fields, and the booking's total must equal this engine's); each
// default the details cannot tell us is written into the quote's assumptions.
import {
  ageOn,
  bookingQuote,
  CHILD_MEMBERS,
  EMPLOYEE_INSURE_OPTIONS,
  type ChildLead,
  type EmployeeLead,
  type EmployeeQuoteChoices,
  type HealthQuoteChoices,
  type MotorQuoteChoices,
  type TermQuoteChoices,
  type HealthLead,
  type LeadLine,
  type PremiumPeriod,
  type MotorLead,
  type TermLead,
  type TravelLead,
} from '@bimasetu/contract';
import {
  DEFAULT_LIFE_COVER,
  defaultCoverTill,
  employeeCountBand,
  healthPlanLimit,
  HEALTH_PLAN_RATES,
  MOTOR_PROFILES,
  planEntry,
  projectChildPlan,
  quoteEmployee,
  quoteHealth,
  quoteMotor,
  quoteTravel,
  RATED_PLAN_IDS,
  priceTermPlan,
  travelRegion,
  tripDays,
  VEHICLE_MODELS,
  zoneFromPlate,
  type EmployeeCoverage,
  type HealthInsured,
  type MotorInputs,
  type Quote,
  type TermGender,
  type TermLine,
} from '@bimasetu/contract/rating';
import { leadQuoteWords as words } from './quote-words.ts';

export interface PlanPrice {
  planId: string;
  basePremium: number;
  gst: number;
  total: number;
}

/** What is kept with a lead as `serverQuote`: the figures, the rate version and exactly what they came from. */
export interface ServerQuote {
  rateVersion: string;
  pricedOn: string;
  inputs: Record<string, unknown>;
  assumptions: string[];
  plans: PlanPrice[];
}

/** A line's plans priced for one set of details: the engine's quotes, the inputs and the defaults assumed. */
interface Priced {
  quotes: Quote[];
  inputs: Record<string, unknown>;
  extra: string[];
}

const price = (quote: Quote): PlanPrice => ({
  planId: quote.planId,
  basePremium: quote.basePremium,
  gst: quote.gst,
  total: quote.total,
});

function fromQuotes(
  quotes: readonly (Quote | null | undefined)[],
  inputs: Record<string, unknown>,
  extra: string[],
): Priced | null {
  const kept = quotes.filter((q): q is Quote => Boolean(q));
  return kept.length > 0 ? { quotes: kept, inputs, extra } : null;
}

const TERM_GENDER: Record<TermLead['gender'], TermGender> = { 1: 'male', 2: 'female', 3: 'other' };

function termQuote(line: TermLine, lead: TermLead, today: Date, chosen?: TermQuoteChoices): Priced | null {
  const age = ageOn(lead.dob, today);
  const person = {
    age,
    gender: TERM_GENDER[lead.gender],
    tobacco: chosen?.tobacco ?? ('unanswered' as const),
  };
  const choice = chosen
    ? { lifeCover: chosen.lifeCover, coverTillAge: chosen.coverTillAge, mode: chosen.mode }
    : { lifeCover: DEFAULT_LIFE_COVER, coverTillAge: defaultCoverTill(age), mode: 'Monthly' as const };
  const quotes = RATED_PLAN_IDS.term.map((id) => {
    const pricing = priceTermPlan(line, id, person, choice, today);
    return pricing.accepted ? pricing.quote : null;
  });
  return fromQuotes(quotes, { ...person, ...choice }, [chosen ? words.listChoices : words.termChoice]);
}

/** "30 years" is 30; a baby's "20-120 Days" or "4-12 Months" is 0. */
function memberAge(age: string): number {
  return /^\d+ years?$/.test(age) ? Number.parseInt(age, 10) : 0;
}

function healthQuote(
  line: 'health' | 'family-health',
  lead: HealthLead,
  chosen?: HealthQuoteChoices,
): Priced | null {
  const members: HealthInsured[] = lead.members.map((m) => ({
    age: memberAge(m.age),
    child: (CHILD_MEMBERS as readonly string[]).includes(m.member),
  }));
  const ids = line === 'health' ? RATED_PLAN_IDS.health : RATED_PLAN_IDS.familyHealth;
  // a plan that does not take the eldest member's age is left out, as the list leaves it out
  const coverLakh = chosen?.coverLakh;
  const years = chosen?.years ?? 1;
  const quotes = ids
    .filter((planId) => healthPlanLimit(planId, members, coverLakh) === undefined)
    .map((planId) => quoteHealth({ planId, members, city: lead.city, coverLakh, years }));
  return fromQuotes(quotes, { members, city: lead.city, coverLakh: coverLakh ?? 'listed', years }, [
    chosen ? words.listChoices : words.healthChoice,
  ]);
}

// the number form's brand names are the spec's short ones
const MAKE_NAMES: Record<string, string> = { Maruti: 'Maruti Suzuki' };

function motorQuote(lead: MotorLead, chosen?: MotorQuoteChoices): Priced | null {
  const kind = lead.vehicle === 'Car' ? 'car' : 'two-wheeler';
  const ids = kind === 'car' ? RATED_PLAN_IDS.car : RATED_PLAN_IDS.twoWheeler;
  if (chosen) {
    const inputs: MotorInputs = { kind, ...chosen };
    return fromQuotes(
      ids.map((id) => quoteMotor(id, inputs)),
      { ...inputs },
      [words.listChoices],
    );
  }
  const profile = MOTOR_PROFILES[kind];
  const isNew = lead.registrationNumber === 'NEW';
  const make = MAKE_NAMES[lead.brand ?? ''] ?? lead.brand;
  const model = VEHICLE_MODELS.find((m) => m.kind === kind && m.make === make && m.model === lead.model);
  const inputs: MotorInputs = isNew
    ? { kind, modelId: model?.id ?? profile.modelId, ageMonths: 0, zone: profile.zone, claimFreeYears: 0 }
    : { kind, ...profile, zone: zoneFromPlate(lead.registrationNumber) ?? profile.zone };
  const said = isNew ? words.motorNew(model ? null : profile.modelId) : words.motorPlate(inputs);
  return fromQuotes(
    ids.map((id) => quoteMotor(id, inputs)),
    { ...inputs },
    said,
  );
}

function travelQuote(lead: TravelLead): Priced | null {
  const trip = {
    days: tripDays(lead.startDate, lead.endDate),
    region: travelRegion(lead.destinations),
    ages: lead.travellerAges.map(Number),
  };
  return fromQuotes(
    RATED_PLAN_IDS.travel.map((id) => quoteTravel(id, trip)),
    trip,
    [],
  );
}

const COVERAGE_OF: Record<EmployeeLead['insureOption'], EmployeeCoverage> = {
  [EMPLOYEE_INSURE_OPTIONS[0]]: 'employees',
  [EMPLOYEE_INSURE_OPTIONS[1]]: 'family',
};

function employeeQuote(lead: EmployeeLead, chosen?: EmployeeQuoteChoices): Priced | null {
  const team = {
    band: employeeCountBand(Number(lead.totalEmployees)),
    coverage: chosen?.coverage ?? COVERAGE_OF[lead.insureOption],
  };
  return fromQuotes(
    RATED_PLAN_IDS.employee.map((id) => quoteEmployee(id, team)),
    team,
    [chosen ? words.listChoices : words.employeeFamily],
  );
}

function childQuote(lead: ChildLead, planId = 'child'): Priced | null {
  const family = {
    parentAge: Number(lead.parentAge),
    childAge: Number(lead.childAge),
    incomeBand: lead.income,
  };
  return fromQuotes([projectChildPlan(planId, family)], family, []);
}

/** The list's choices, already checked with `quoteChoiceSchemas[line]`; left out, the list's starting ones. */
type Choices = Record<string, unknown> | undefined;

function linePricing(
  line: LeadLine,
  details: Record<string, unknown>,
  now: Date,
  choices?: Choices,
): Priced | null {
  const lead = details as never;
  const chosen = choices as never;
  {
    switch (line) {
      case 'term':
      case 'nri-term':
      case 'women-term':
        return termQuote(line, lead, now, chosen);
      case 'health':
      case 'family-health':
        return healthQuote(line, lead, chosen);
      case 'car':
      case 'two-wheeler':
        return motorQuote(lead, chosen);
      case 'travel':
        return travelQuote(lead);
      case 'travel-booking': {
        const booking = bookingQuote(lead);
        return (
          booking &&
          fromQuotes([booking], { planId: booking.planId, travellers: booking.perTraveller.length }, [])
        );
      }
      case 'child-savings':
        return childQuote(lead);
      case 'employee-health':
        return employeeQuote(lead, chosen);
    }
  }
}

/** The lead's price as this server computes it, or null for a lead the engine has no rates for. */
export function serverQuote(line: LeadLine, details: Record<string, unknown>, now: Date): ServerQuote | null {
  const priced = linePricing(line, details, now);
  const first = priced?.quotes[0];
  if (!priced || !first) return null;
  return {
    rateVersion: first.rateVersion,
    pricedOn: now.toISOString().slice(0, 10),
    inputs: priced.inputs,
    assumptions: [...priced.extra, ...first.assumptions],
    plans: priced.quotes.map(price),
  };
}

/** One plan's price, kept with an application or a booking: the figures, where they come from, and the cover. */
export interface PlanQuote {
  line: LeadLine;
  planId: string;
  planName: string;
  insurer: string;
  rateVersion: string;
  pricedOn: string;
  basePremium: number;
  gst: number;
  /** What the customer pays per instalment (or per year, or for the trip), GST included. */
  premium: number;
  inputs: Record<string, unknown>;
  assumptions: string[];
  /** The sum assured or cover in rupees, when the plan states one in rupees (travel covers are in dollars). */
  cover: number | null;
}

export type PlanPricing =
  { ok: true; quote: PlanQuote } | { ok: false; problem: 'unknown-plan' | 'not-offered' };

function coverOf(quote: Quote, inputs: Record<string, unknown>): number | null {
  if (typeof inputs.lifeCover === 'number') return inputs.lifeCover;
  if ('idv' in quote && typeof quote.idv === 'number') return quote.idv;
  // a health cover chosen on the list, else the plan's own listed cover
  if (typeof inputs.coverLakh === 'number') return inputs.coverLakh * 100_000;
  const health = HEALTH_PLAN_RATES[quote.planId];
  return health ? health.listedCoverLakh * 100_000 : null;
}

/**
 * The one plan an application (or a booking) was opened from, priced by the same path as a kept lead, with the
 * list's choices the card was priced with (checked by `quoteChoiceSchemas`): `unknown-plan` when the line has no
 * such plan, `not-offered` when the plan is not sold for these details (e.g. past its entry age).
 */
export function pricePlan(
  line: LeadLine,
  planId: string,
  details: Record<string, unknown>,
  now: Date,
  choices?: Choices,
): PlanPricing {
  const entry = planEntry(line, planId);
  if (!entry) return { ok: false, problem: 'unknown-plan' };
  const priced =
    line === 'child-savings'
      ? childQuote(details as never, planId)
      : linePricing(line, details, now, choices);
  const quote = priced?.quotes.find((q) => q.planId === planId);
  if (!priced || !quote) return { ok: false, problem: 'not-offered' };
  return {
    ok: true,
    quote: {
      line,
      planId,
      planName: entry.name,
      insurer: entry.insurer,
      rateVersion: quote.rateVersion,
      pricedOn: now.toISOString().slice(0, 10),
      basePremium: quote.basePremium,
      gst: quote.gst,
      premium: quote.total,
      inputs: priced.inputs,
      assumptions: [...priced.extra, ...quote.assumptions],
      cover: coverOf(quote, priced.inputs),
    },
  };
}

/**
 * How often a line's quoted premium is paid: term as its chosen mode, travel once for the trip, a health policy of
 * two or three years once for all of them (the engine's total covers the whole period).
 */
export function premiumPeriodOf(line: LeadLine, inputs: Record<string, unknown>): PremiumPeriod {
  if (line === 'travel' || line === 'travel-booking') return 'trip';
  if (line === 'employee-health') return 'employee-year';
  if (typeof inputs.years === 'number' && inputs.years > 1) return 'policy';
  if (inputs.mode === 'Monthly') return 'month';
  return inputs.mode === 'Quarterly' ? 'quarter' : 'year';
}
