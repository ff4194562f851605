// How a quote reaches the application form (docs/decisions.md): a plan list's buying button links to
// /dashboard?quote=<the plan and the rating engine's inputs the card was priced with, as JSON>; what the visitor
// typed on the quote form (name, date of birth, mobile, plate...) never goes into an address: the quote form
// remembers it in sessionStorage under its line, and the application form reads it back from there.
// Only types come from the contract here, so a plan list that links to the form carries no zod.
import type { LeadLine } from '@bimasetu/contract';
import type { HomeAnswers } from '@bimasetu/contract/lines/home';
import type {
  ChildInputs,
  EmployeeInputs,
  HealthQuoteInput,
  MotorInputs,
  TermChoice,
  TermLine,
  TermPerson,
} from '@bimasetu/contract/rating';

/** The rating engine call that priced the card, with the very inputs it was given. */
export type QuotePricing =
  | { engine: 'term'; line: TermLine; planId: number; person: TermPerson; choice: TermChoice }
  | { engine: 'health'; input: HealthQuoteInput }
  | { engine: 'motor'; planId: string; inputs: MotorInputs }
  | { engine: 'child'; planId: string; inputs: ChildInputs }
  | { engine: 'employee'; planId: string; inputs: EmployeeInputs }
  // the home list's answers as its address carries them: one format from the form to the server
  | { engine: 'home'; planId: string; answers: HomeAnswers };

export type QuoteLine = Exclude<LeadLine, 'travel-booking'>;

export interface QuoteHandover {
  line: QuoteLine;
  /** The plan's id as the server's plan directory knows it (`quotePlanId`). */
  planId: string;
  planName: string;
  insurer: string;
  pricing: QuotePricing;
  /** Rupees: the life cover, health cover or IDV the card showed. */
  cover?: number;
  /** Application fields the list already knows (policy term, payment frequency, the vehicle's model...). */
  fields?: Record<string, string>;
}

export const QUOTE_PARAM = 'quote';

/**
 * The id the server's plan directory (`planEntry` in the contract) knows for the plan a card was priced as:
 * "term-1", "nri-term-1", "health-4", "car-2", the child, travel and employee plans' own ids.
 */
export function quotePlanId(pricing: QuotePricing): string {
  switch (pricing.engine) {
    case 'term':
      return `${pricing.line}-${pricing.planId}`;
    case 'health':
      return pricing.input.planId;
    default:
      return pricing.planId;
  }
}

/** The buying button's link; the plan id is always the one the card was priced as, so the server knows it. */
export function applicationHref(handover: Omit<QuoteHandover, 'planId'>): string {
  const sent: QuoteHandover = { ...handover, planId: quotePlanId(handover.pricing) };
  return `/dashboard?${new URLSearchParams({ [QUOTE_PARAM]: JSON.stringify(sent) }).toString()}`;
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
