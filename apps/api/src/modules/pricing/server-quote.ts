// The server's own price for a kept lead or a submitted application: the same engine functions the lists use,
// fed only from what the lead (or the application's quote details) holds. One pricing path: `serverQuote` prices
// every plan of a lead's line, `pricePlan` the one plan an application was opened from. A premium a browser sends
// is never read (the lead schemas drop unknown fields, and the booking's total must equal this engine's); each
// default the details cannot tell us is written into the quote's assumptions.
import type { LeadLine, PremiumPeriod } from '@bimasetu/contract';
import { LINES, type LinePrice } from '@bimasetu/contract/lines';
import { factInEnglish, type Quote, type QuoteFact } from '@bimasetu/contract/rating';

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
  /** In English, for the adviser and the records kept before facts. */
  assumptions: string[];
  /** The same as codes and values, which each language says in its own words. */
  facts: QuoteFact[];
  plans: PlanPrice[];
}

const price = (quote: Quote): PlanPrice => ({
  planId: quote.planId,
  basePremium: quote.basePremium,
  gst: quote.gst,
  total: quote.total,
});

const offered = (priced: LinePrice): Quote[] => (priced.offered ? [priced.quote] : []);

/** The list's choices, already checked with `quoteChoiceSchemas[line]`; left out, the list's starting ones. */
type Choices = Record<string, unknown> | undefined;

/** What a quote states: the defaults the lead's reading assumed, then the engine's own, in English and as facts. */
function saidOf(assumed: readonly QuoteFact[], quote: Quote): { assumptions: string[]; facts: QuoteFact[] } {
  return {
    assumptions: [...assumed.map(factInEnglish), ...quote.assumptions],
    facts: [...assumed, ...quote.facts],
  };
}

/** The lead's price as this server computes it, or null for a lead the engine has no rates for. */
export function serverQuote(line: LeadLine, details: Record<string, unknown>, now: Date): ServerQuote | null {
  const def = LINES[line];
  const read = def.read(details, now);
  if (!read) return null;
  const quotes = def.planIds().flatMap((planId) => offered(read.price(planId)));
  const first = quotes[0];
  if (!first) return null;
  return {
    rateVersion: first.rateVersion,
    pricedOn: now.toISOString().slice(0, 10),
    inputs: read.recorded,
    ...saidOf(read.assumed, first),
    plans: quotes.map(price),
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
  facts: QuoteFact[];
  /** The sum assured or cover in rupees, when the plan states one in rupees (travel covers are in dollars). */
  cover: number | null;
}

/** Besides the kept quote: the engine's own figures by name and its facts apart from the defaults assumed. */
export interface PlanPriceParts {
  figures: Record<string, number>;
  engineFacts: QuoteFact[];
  assumed: QuoteFact[];
}

export type PlanPricing =
  | { ok: true; quote: PlanQuote; parts: PlanPriceParts }
  | { ok: false; problem: 'unknown-plan' | 'not-offered' };

/** Every number at the top level of an engine's quote (a health quote's `perMonth`, a child plan's `lifeCover`). */
function figuresOf(quote: Quote): Record<string, number> {
  return Object.fromEntries(
    Object.entries(quote).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
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
  const def = LINES[line];
  const entry = def.plan(planId);
  if (!entry) return { ok: false, problem: 'unknown-plan' };
  const read = def.read(details, now, choices);
  const priced = read?.price(planId);
  if (!read || !priced?.offered) return { ok: false, problem: 'not-offered' };
  const quote = priced.quote;
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
      inputs: read.recorded,
      ...saidOf(read.assumed, quote),
      cover: def.cover(quote, read.recorded),
    },
    parts: { figures: figuresOf(quote), engineFacts: quote.facts, assumed: read.assumed },
  };
}

/**
 * How often a line's quoted premium is paid: term as its chosen mode, travel once for the trip, a health policy of
 * two or three years once for all of them (the engine's total covers the whole period).
 */
export function premiumPeriodOf(line: LeadLine, inputs: Record<string, unknown>): PremiumPeriod {
  return LINES[line].period(inputs);
}
