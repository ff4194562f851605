// The quote an application was opened from, priced for the person applying: used when the application is sent
// (AddInsuranceRequest keeps it) and before, to show the customer that same figure (PriceQuote). One function, so
// the price on the form and the price kept cannot differ. Issue 31.2: where a line's price depends on who is insured
// (term: date of birth and gender; health: the age of the "Self" member; child savings: the parent's age), the
// application's own answers replace the quote's, and an application that left them blank takes the quote's, so the
// stored application and its price agree. Each line says how in its own entry of `LINES` (`forApplicant` in
// contract/lines): a new line needs no edit here.
import {
  apiMessages,
  quoteChoiceSchemas,
  quoteDetailSchemas,
  type ApplicationQuote,
  type InsuranceApplication,
  type QuoteChoiceLine,
} from '@bimasetu/contract';
import { LINES, type ApplicantPricing } from '@bimasetu/contract/lines';
import { HttpError } from '../../lib/http-error.ts';
import { parseOr400 } from '../../lib/parse-or-400.ts';
import type { StoredQuote } from '../../lib/stored-quote.ts';
import { pricePlan, type PlanPriceParts } from './server-quote.ts';

export interface PricedApplication {
  stored: StoredQuote;
  person: ApplicantPricing['person'];
  parts: PlanPriceParts;
}

/** The list's choices, checked by the line's own schema; a line whose list has none takes no choices. */
function listChoices(quote: ApplicationQuote): Record<string, unknown> {
  const schema = Object.hasOwn(quoteChoiceSchemas, quote.line)
    ? quoteChoiceSchemas[quote.line as QuoteChoiceLine]
    : null;
  if (!schema) throw new HttpError(400, `quote.choices: ${quote.line} plans take no list choices`);
  return parseOr400(schema, quote.choices, { prefix: 'quote.choices' }) as Record<string, unknown>;
}

/**
 * The quote priced again here for the applicant's own person (the line's `forApplicant`, on `now`: the health Self
 * member's age is the applicant's age last birthday); the browser's figures are never read. Answers the stored
 * quote, the person the application keeps and the engine's figures; a 400 names the field at fault, or says the plan
 * is unknown or not offered for these details.
 */
export function priceApplicationQuote(
  quote: ApplicationQuote,
  applicant: Pick<InsuranceApplication, 'dob' | 'gender'>,
  now: Date,
): PricedApplication {
  const schema = quoteDetailSchemas[quote.line];
  const naming = { prefix: 'quote.details', whole: `quote.details.${quote.line}` };
  const quoted = parseOr400(schema, quote.details, naming);
  const own = LINES[quote.line].forApplicant(
    quoted as Record<string, unknown>,
    { dob: applicant.dob ?? '', gender: applicant.gender ?? '' },
    now,
  );
  // the applicant's own answers are checked by the line's rules too, and a problem is named on their field
  const details = parseOr400(schema, own.details, {
    ...naming,
    renamed: ([field, index]) =>
      own.fromApplication.get(String(field)) ?? own.fromApplication.get(`${String(field)}.${String(index)}`),
  }) as Record<string, unknown>;
  const choices = quote.choices === undefined ? undefined : listChoices(quote);
  const pricing = pricePlan(quote.line, quote.planId, details, now, choices);
  if (!pricing.ok) {
    throw new HttpError(
      400,
      pricing.problem === 'unknown-plan' ? apiMessages.unknownPlan : apiMessages.planNotOffered,
    );
  }
  return {
    stored: { ...pricing.quote, details, ...(choices ? { choices } : {}) },
    person: own.person,
    parts: pricing.parts,
  };
}
