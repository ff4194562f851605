// The server's own price for a kept lead or a submitted application: the same engine functions the lists use,
// fed only from what the lead (or the application's quote details) holds. One pricing path: `serverQuote` prices
// every plan of a lead's line, the contract's `pricePlan` the one plan an application was opened from. A premium
// a browser sends is never read (the lead schemas drop unknown fields, and the booking's total must equal this
// engine's); each default the details cannot tell us is written into the quote's assumptions.
import type { LeadLine, PremiumPeriod } from '@bimasetu/contract';
import { LINES, saidOf, type LinePrice } from '@bimasetu/contract/lines';
import type { Quote, QuoteFact } from '@bimasetu/contract/rating';

// `pricePlan` (the one plan an application or a booking was opened from) is the contract's, so the application
// form in the browser prices by the very same function
export { pricePlan, type PlanPriceParts, type PlanPricing, type PlanQuote } from '@bimasetu/contract/lines';

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

/**
 * How often a line's quoted premium is paid: term as its chosen mode, travel once for the trip, a health policy of
 * two or three years once for all of them (the engine's total covers the whole period).
 */
export function premiumPeriodOf(line: LeadLine, inputs: Record<string, unknown>): PremiumPeriod {
  return LINES[line].period(inputs);
}
