// How a quote reaches the application form (docs/decisions.md): a plan list's buying button links to
// /dashboard?quote=<one line-neutral hand-over as JSON>: the line, the plan's id, its name and insurer, and the
// list's own choices the card was priced with, exactly as the server takes them with an application
// (`quoteChoiceSchemas`). What the visitor typed on the quote form (name, date of birth, mobile, plate...) never
// goes into an address: the quote form remembers it in sessionStorage under its line, and the application form
// prices that remembered lead with the list's choices by the server's own function (`pricePlan`).
// Only types come from the contract here, so a plan list that links to the form carries no zod.
import type { LeadLine, quoteChoiceSchemas } from '@bimasetu/contract';
import type { z } from 'zod';

export type QuoteLine = Exclude<LeadLine, 'travel-booking'>;

/** The list's choices a card was priced with, as some line's `quoteChoiceSchemas` takes them (the child list's: the
 * yearly premium); a home list has none (its lead is enough). */
export type QuoteChoices = z.output<(typeof quoteChoiceSchemas)[keyof typeof quoteChoiceSchemas]>;

export interface QuoteHandover {
  line: QuoteLine;
  /** The plan's id as the server's plan directory knows it (`planEntry`): "term-1", "health-4", "car-2"... */
  planId: string;
  planName: string;
  insurer: string;
  /** The list's choices the card was priced with; left out, the line's starting ones. */
  choices?: QuoteChoices;
  /** Rupees: the life cover, health cover or IDV the card showed. */
  cover?: number;
  /** Application fields the list already knows (policy term, payment frequency, the vehicle's model...). */
  fields?: Record<string, string>;
}

export const QUOTE_PARAM = 'quote';

/** The buying button's link. */
export function applicationHref(handover: QuoteHandover): string {
  return `/dashboard?${new URLSearchParams({ [QUOTE_PARAM]: JSON.stringify(handover) }).toString()}`;
}

const REMEMBERED_PREFIX = 'bimasetu.quote.';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called by every quote form on submit: the lead's details, exactly as the line's lead schema parsed them. */
export function rememberQuote(line: LeadLine, details: object) {
  try {
    sessionStore()?.setItem(REMEMBERED_PREFIX + line, JSON.stringify(details));
  } catch {
    // storage full or refused: the application form then asks for what it cannot prefill
  }
}

/** What the visitor typed on this line's quote form in this tab, if anything. */
export function rememberedQuote(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(sessionStore()?.getItem(REMEMBERED_PREFIX + line) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
