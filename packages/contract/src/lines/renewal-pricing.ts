// A policy's premium basis (what its line's engine priced when it was sold) and that basis priced again for the
// renewal: the same plan through LINES, the insured a year older on the renewal date, the rate tables in force
// now, and the insurer's loading carried over. Server side: it reaches every line's rate tables.
import { daysBetween } from '../after-sale/clock-dates.ts';
import type { RenewalCover, RenewalPremiumFact, RenewalSubject } from '../after-sale/renewal-premium.ts';
import type { LeadLine } from '../leads/lead-lines.ts';
import { HEALTH_AGE_BANDS } from '../lines/health/health-rates.ts';
import { DEPRECIATION_SOURCE, depreciatedIdv, depreciationRate } from './motor/motor-price.ts';
import type { NotOfferedReason } from './line.ts';
import { LINES } from './registry.ts';

/** A quote as an application keeps it (the server's own pricing of one plan). */
export interface KeptQuote {
  line: LeadLine;
  planId: string;
  rateVersion: string;
  pricedOn: string;
  premium: number;
  inputs: Record<string, unknown>;
  details: Record<string, unknown>;
  choices?: Record<string, unknown>;
  cover: number | null;
}

export interface PremiumBasis {
  line: LeadLine;
  planId: string;
  rateVersion: string;
  pricedOn: string;
  /** The engine's premium, GST included, for the period the quote was for. */
  quotedPremium: number;
  /** The lead's details the engine read, without the contact fields no engine reads. */
  details: Record<string, unknown>;
  choices?: Record<string, unknown>;
  inputs: Record<string, unknown>;
  /** How far the premium recorded on the policy sits from the quote: the insurer's loading (or discount), %. */
  loadingPercent: number;
  cover: number | null;
}

/** Fields that name or reach a person; no engine prices by them, so the basis does not keep them. */
const CONTACT_FIELDS = ['name', 'fullName', 'phone', 'mobileNumber', 'mobile', 'email'];

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function basisFromQuote(quote: KeptQuote, recordedPremium: number | null): PremiumBasis {
  const details = Object.fromEntries(
    Object.entries(quote.details).filter(([key]) => !CONTACT_FIELDS.includes(key)),
  );
  const loadingPercent =
    recordedPremium !== null && quote.premium > 0
      ? oneDecimal(((recordedPremium - quote.premium) * 100) / quote.premium)
      : 0;
  return {
    line: quote.line,
    planId: quote.planId,
    rateVersion: quote.rateVersion,
    pricedOn: quote.pricedOn,
    quotedPremium: quote.premium,
    details,
    ...(quote.choices ? { choices: quote.choices } : {}),
    inputs: quote.inputs,
    loadingPercent,
    cover: quote.cover,
  };
}

/** The eldest insured's age the engine priced: a health quote's eldest member, a term quote's life assured. */
export function eldestAgeOf(inputs: Record<string, unknown>): number | null {
  if (Array.isArray(inputs.members)) {
    const ages = inputs.members.map((m: { age?: unknown }) => (typeof m.age === 'number' ? m.age : 0));
    return ages.length > 0 ? Math.max(...ages) : null;
  }
  return typeof inputs.age === 'number' ? inputs.age : null;
}

/** The health rate table's age band an age falls in, e.g. "41-45"; null for lines not priced by age bands. */
export function ageBandOf(line: LeadLine, age: number | null): string | null {
  if (age === null || (line !== 'health' && line !== 'family-health')) return null;
  let from = 0;
  for (const [maxAge] of HEALTH_AGE_BANDS) {
    if (age <= maxAge) return `${from}-${maxAge}`;
    from = maxAge + 1;
  }
  return `${from}+`;
}

/** Whole years from pricing to the renewal date; a yearly policy's renewal is at least one year on. */
export function yearsOlderAt(pricedOn: string, due: string): number {
  return Math.max(1, Math.round(daysBetween(pricedOn, due) / 365.25));
}

const MOTOR_LINES: readonly LeadLine[] = ['car', 'two-wheeler'];

/**
 * The third-party term of a new vehicle's first (bundled) policy: 3 years for a car, 5 for a two-wheeler (the
 * Supreme Court's order of 20/07/2018, in force from 01/09/2018; motor-rates.ts has the premiums).
 */
const BUNDLED_THIRD_PARTY_YEARS: Partial<Record<LeadLine, number>> = { car: 3, 'two-wheeler': 5 };

/**
 * A vehicle's age in months when its basis was priced and on the renewal date `due`, as the renewal prices it; null
 * for a basis that is not a vehicle's.
 */
export function vehicleAgesAt(
  basis: PremiumBasis,
  due: string,
): { fromMonths: number; toMonths: number } | null {
  if (!MOTOR_LINES.includes(basis.line)) return null;
  const fromMonths = typeof basis.inputs.ageMonths === 'number' ? basis.inputs.ageMonths : 0;
  return { fromMonths, toMonths: fromMonths + 12 * yearsOlderAt(basis.pricedOn, due) };
}

const percentOf = (rate: number) => Math.round(rate * 100);

/**
 * A motor policy's IDV at the renewal due on `due`: the IDV recorded on the policy, depreciated by the India Motor
 * Tariff's schedule from the vehicle's age when it was priced to its age on the renewal date. Without a vehicle's
 * basis (a policy added from elsewhere) or past 5 years (a value agreed with the insurer), no schedule gives it: the
 * recorded IDV is answered, with why the insurer sets the new one.
 */
export function renewalCover(recordedIdv: number, basis: PremiumBasis | null, due: string): RenewalCover {
  const source = { ...DEPRECIATION_SOURCE };
  const ages = basis ? vehicleAgesAt(basis, due) : null;
  if (!ages) return { code: 'idv-set-by-insurer', recordedIdv, reason: 'vehicle-age-unknown', source };
  const idv = depreciatedIdv(recordedIdv, ages.fromMonths, ages.toMonths);
  if (idv === undefined) return { code: 'idv-set-by-insurer', recordedIdv, reason: 'agreed-value', source };
  return {
    code: 'idv-depreciated',
    recordedIdv,
    idv,
    ...ages,
    fromPercent: percentOf(depreciationRate(ages.fromMonths)),
    toPercent: percentOf(depreciationRate(ages.toMonths)),
    source,
  };
}

/** What the renewal prices a year on (the words of the page's estimate follow it). */
function subjectOf(line: LeadLine, eldestAge: number | null): RenewalSubject {
  if (MOTOR_LINES.includes(line)) return 'vehicle';
  if (line === 'home') return 'property';
  return eldestAge !== null ? 'people' : 'same-details';
}

/** The details and list choices as they stand `years` later: each member's age, a vehicle's age. */
function agedBasis(basis: PremiumBasis, years: number) {
  const details = { ...basis.details };
  if (Array.isArray(details.members)) {
    details.members = details.members.map((m: { age?: unknown }) => {
      const age = typeof m.age === 'string' && /^\d+ years?$/.test(m.age) ? Number.parseInt(m.age, 10) : 0;
      const older = age + years;
      return { ...m, age: `${older} ${older === 1 ? 'year' : 'years'}` };
    });
  }
  if (!MOTOR_LINES.includes(basis.line)) return { details, choices: basis.choices, facts: [] };
  // a vehicle is priced from its inputs as choices, so its age and claim-free years move with the calendar
  const { kind: _kind, ...motor } = basis.inputs;
  const fromMonths = typeof motor.ageMonths === 'number' ? motor.ageMonths : 0;
  const claimFree = typeof motor.claimFreeYears === 'number' ? motor.claimFreeYears : 0;
  const choices = {
    ...motor,
    ageMonths: fromMonths + 12 * years,
    claimFreeYears: claimFree + years,
  };
  const facts: RenewalPremiumFact[] = [
    { code: 'vehicle-age', fromMonths, toMonths: choices.ageMonths },
    { code: 'no-claim-bonus-assumed', claimFreeYears: choices.claimFreeYears },
  ];
  // a first policy bundled 3 (car) or 5 (two-wheeler) years of third party: until they run out, a renewal is
  // own damage alone
  const thirdPartyYears = BUNDLED_THIRD_PARTY_YEARS[basis.line] ?? 0;
  if (motor.newVehicle === true && years < thirdPartyYears) {
    facts.push({ code: 'third-party-in-force', thirdPartyYears, yearsLeft: thirdPartyYears - years });
    return { details, choices: { ...choices, thirdPartyInForce: true }, facts };
  }
  return { details, choices, facts };
}

export type RenewalPricing =
  | {
      offered: true;
      premium: number;
      rateVersion: string;
      eldestAge: number | null;
      ageBand: string | null;
      /** What aged: the people insured, the vehicle, or nothing (the same property, the same details). */
      subject: RenewalSubject;
      /** What the engine priced differently beyond the age band and rate table. */
      facts: RenewalPremiumFact[];
    }
  | { offered: false; reason: NotOfferedReason };

/** The basis priced again for the renewal due on `due` (an India date), with the loading carried over. */
export function priceAtRenewal(basis: PremiumBasis, due: string): RenewalPricing {
  const years = yearsOlderAt(basis.pricedOn, due);
  const aged = agedBasis(basis, years);
  // priced as on the renewal date, so a line that reads a date of birth or a plate's year ages by itself
  const on = new Date(`${due}T12:00:00+05:30`);
  const read = LINES[basis.line].read(aged.details, on, aged.choices);
  if (!read) return { offered: false, reason: 'no-rates' };
  const priced = read.price(basis.planId);
  if (!priced.offered) return { offered: false, reason: priced.reason };
  const eldestAge = eldestAgeOf(read.recorded);
  return {
    offered: true,
    premium: Math.round(priced.quote.total * (1 + basis.loadingPercent / 100)),
    rateVersion: priced.quote.rateVersion,
    eldestAge,
    ageBand: ageBandOf(basis.line, eldestAge),
    subject: subjectOf(basis.line, eldestAge),
    facts: aged.facts,
  };
}
