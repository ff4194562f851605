// One plan of a line priced for a lead's details and the list's choices: the one path the server (an application's
// quote, PriceQuote, a booking) and the application form in the browser (its figure before the server answers)
// both take, so the two cannot differ. Pure: no schema parsing here; the caller gives details its line's lead
// schema accepted and choices `quoteChoiceSchemas` accepted.
import type { LeadLine } from '../leads/lead-lines.ts';
import type { Quote } from '../rating/core.ts';
import { factInEnglish, type QuoteFact } from '../rating/facts.ts';
import type { NotOfferedReason } from './line.ts';
import { LINES } from './registry.ts';

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
  | { ok: false; problem: 'unknown-plan' | 'not-offered'; reason?: NotOfferedReason };

/** What a quote states: the defaults the lead's reading assumed, then the engine's own, in English and as facts. */
export function saidOf(
  assumed: readonly QuoteFact[],
  quote: Quote,
): { assumptions: string[]; facts: QuoteFact[] } {
  return {
    assumptions: [...assumed.map(factInEnglish), ...quote.assumptions],
    facts: [...assumed, ...quote.facts],
  };
}

/** Every number at the top level of an engine's quote (a health quote's `perMonth`, a child plan's `lifeCover`). */
function figuresOf(quote: Quote): Record<string, number> {
  return Object.fromEntries(
    Object.entries(quote).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

/**
 * The one plan an application (or a booking) was opened from, priced by the same path as a kept lead, with the
 * list's choices the card was priced with: `unknown-plan` when the line has no such plan, `not-offered` (with the
 * engine's reason when it gives one) when the plan is not sold for these details (e.g. past its entry age).
 */
export function pricePlan(
  line: LeadLine,
  planId: string,
  details: Record<string, unknown>,
  now: Date,
  choices?: Record<string, unknown>,
): PlanPricing {
  const def = LINES[line];
  const entry = def.plan(planId);
  if (!entry) return { ok: false, problem: 'unknown-plan' };
  const read = def.read(details, now, choices);
  if (!read) return { ok: false, problem: 'not-offered' };
  const priced = read.price(planId);
  if (!priced.offered) return { ok: false, problem: 'not-offered', reason: priced.reason };
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
