// What an application keeps in its `quote` column, shared by the modules that write it (pricing, when the
// application is sent) and those that read it back (the tracker, the adviser's view, a renewal's basis).
import type { PlanQuote } from '@bimasetu/contract/lines';

/** The server's quote and the details it was priced from. */
export interface StoredQuote extends PlanQuote {
  details: Record<string, unknown>;
  /** The list's choices the card was priced with, when the form sent them (`quoteChoiceSchemas`). */
  choices?: Record<string, unknown>;
}

export function parseStoredQuote(text: string): StoredQuote | null {
  return text ? (JSON.parse(text) as StoredQuote) : null;
}
