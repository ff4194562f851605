// The one shape of a line of insurance: how a lead's details become the engine's inputs, and one `price` function
// whose answer is a quote or a typed reason the plan is not offered. The server, the application hand-over, the
// bench and the tests go through `LINES` (registry.ts) and never name an engine.
import type { z } from 'zod';
import type { LeadLine } from '../leads/lead-lines.ts';
import type { Quote } from '../rating/core.ts';
import type { QuoteFact } from '../rating/facts.ts';
import { planEntry, planIdsOf, type PlanEntry } from '../rating/plan-directory.ts';
import type { PremiumPeriod } from '../schemas/requests.ts';

/** Why a plan has no price for these inputs. */
export type NotOfferedReason =
  | 'unknown-plan'
  | 'outside-entry-age'
  | 'term-too-short'
  | 'over-plan-limit'
  | 'not-sold-for-period'
  | 'no-rates';

/** The one result of pricing a plan. */
export type LinePrice =
  { offered: true; quote: Quote } | { offered: false; reason: NotOfferedReason; detail?: string };

export const notOffered = (reason: NotOfferedReason, detail?: string): LinePrice =>
  detail === undefined ? { offered: false, reason } : { offered: false, reason, detail };

/** A priced-or-not answer from an engine that says "not sold" with null or undefined. */
export const offeredOr = (
  quote: Quote | null | undefined,
  reason: NotOfferedReason = 'no-rates',
): LinePrice => (quote ? { offered: true, quote } : notOffered(reason));

/** What a lead's details (and the list's choices, when an application carries them) come to. */
export interface LeadReading<I> {
  inputs: I;
  /** The inputs as kept with the quote (`serverQuote.inputs`, an application's `quote.inputs`). */
  recorded: Record<string, unknown>;
  /** Each default assumed for a question the form did not ask, as a fact. */
  assumed: QuoteFact[];
}

/** An application's person as it answered (a blank as ''): dd/mm/yyyy and the application's gender (GENDERS). */
export interface ApplicantPerson {
  dob: string;
  gender: string;
}

/** A quote's lead details priced for the person applying (Issue 31.2). */
export interface ApplicantPricing {
  /** The quote's details with the applicant's own person in them. */
  details: Record<string, unknown>;
  /** What the application says of the person, its blanks filled from the quote. */
  person: ApplicantPerson;
  /**
   * The details' fields taken from the application (a member as `members.<index>`), each with the application
   * field it came from, so a problem with one is reported on the application's own field.
   */
  fromApplication: ReadonlyMap<string, keyof ApplicantPerson>;
}

/** A quote's details priced for the person applying, on `today`: a line's `forApplicant`. */
export type ForApplicant = (
  details: Record<string, unknown>,
  applicant: ApplicantPerson,
  today: Date,
) => ApplicantPricing;

/** A line as written in its folder: typed by its own inputs. */
export interface LineSpec<I> {
  /** The lead's details, checked by the very schema the line's form uses. */
  leadSchema: z.ZodType;
  /**
   * The details an application's quote is priced from (defaults to the lead schema): a line may leave out a lead
   * field its price never reads, so a quote without it is still priced by the server.
   */
  quoteSchema?: z.ZodType;
  /** A lead of this line as its form sends it: the bench prices it and the tests check every line with it. */
  example: Record<string, unknown>;
  /** The plan list a lead is priced against (defaults to every plan the directory lists for the line). */
  planIds?: () => readonly string[];
  inputsFromLead: (
    details: Record<string, unknown>,
    now: Date,
    choices?: Record<string, unknown>,
  ) => LeadReading<I> | null;
  price: (planId: string, inputs: I, now: Date) => LinePrice;
  /** The cover in rupees the quote is for, when it states one in rupees. */
  cover?: (quote: Quote, recorded: Record<string, unknown>) => number | null;
  /** How often the quoted premium is paid (defaults to yearly). */
  period?: (recorded: Record<string, unknown>) => PremiumPeriod;
  /**
   * Where the price depends on who is insured: the lead's details with the applicant's own answers in place of
   * the quote's, on `today`, a blank answer keeping the quote's (defaults to the details unchanged, for a line
   * priced by no person of the application).
   */
  forApplicant?: ForApplicant;
}

/** A lead read once, ready to price any plan of its line. */
export interface ReadLead {
  recorded: Record<string, unknown>;
  assumed: QuoteFact[];
  price: (planId: string) => LinePrice;
}

/** A line as the registry holds it: its inputs hidden behind `read`. */
export interface Line {
  line: LeadLine;
  leadSchema: z.ZodType;
  /** What an application's quote details are checked by (`LineSpec.quoteSchema`). */
  quoteSchema: z.ZodType;
  example: Record<string, unknown>;
  planIds: () => readonly string[];
  plan: (planId: string) => PlanEntry | undefined;
  read: (details: Record<string, unknown>, now: Date, choices?: Record<string, unknown>) => ReadLead | null;
  cover: (quote: Quote, recorded: Record<string, unknown>) => number | null;
  period: (recorded: Record<string, unknown>) => PremiumPeriod;
  forApplicant: ForApplicant;
}

/** A line priced by no person of the application: its details as the quote had them. */
const unchangedForApplicant = (
  details: Record<string, unknown>,
  applicant: ApplicantPerson,
): ApplicantPricing => ({
  details,
  person: { ...applicant },
  fromApplication: new Map(),
});

export function defineLine<I>(line: LeadLine, spec: LineSpec<I>): Line {
  return {
    line,
    leadSchema: spec.leadSchema,
    quoteSchema: spec.quoteSchema ?? spec.leadSchema,
    example: spec.example,
    planIds: spec.planIds ?? (() => planIdsOf(line)),
    plan: (planId) => planEntry(line, planId),
    read(details, now, choices) {
      const reading = spec.inputsFromLead(details, now, choices);
      if (!reading) return null;
      return {
        recorded: reading.recorded,
        assumed: reading.assumed,
        price: (planId) => spec.price(planId, reading.inputs, now),
      };
    },
    cover: spec.cover ?? (() => null),
    period: spec.period ?? (() => 'year'),
    forApplicant: spec.forApplicant ?? unchangedForApplicant,
  };
}
