// The quote's figure on the form: which of a line's figures its card shows as the premium and per what (SHOWN_AS),
// this browser's own figure by the server's own function (the contract's `pricePlan`, over the lead the quote form
// remembered and the list's choices), the server's once it answers, and which of the two the form shows.
import {
  lineApplications,
  type ApplicationLine,
  type PremiumPeriod,
  type PriceQuoteResult,
  type ShownAs,
} from '@bimasetu/contract';
import type { QuoteFact } from '@bimasetu/contract/rating';
import type { QuoteHandover } from '~/lib/quote-handover';
import type { ServerPrice } from './application-api';
import type { PricingLines } from './use-pricing-lines';

/** A line whose plans this form sells (a travel plan is bought through its own booking, never here). */
export type FormLine = ApplicationLine;

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

type DetailKind = NonNullable<ShownAs['detail']>['kind'];

/** Per line, how the form shows its quote (each line folder's `application.ts`); a line missing is not sold here. */
export const SHOWN_AS: Readonly<Record<FormLine, ShownAs>> = Object.fromEntries(
  Object.entries(lineApplications()).map(([line, sold]) => [line, sold.shownAs]),
) as Record<FormLine, ShownAs>;

export const isFormLine = (line: unknown): line is FormLine =>
  typeof line === 'string' && Object.hasOwn(SHOWN_AS, line);
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
