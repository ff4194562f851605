// The one variant of every term plan that the lists price, and so the one they show: term cover to the chosen
// age, regular pay (monthly or yearly, as chosen), the life cover paid as one lump sum, no refund. The rating
// engine prices nothing else; a plan's other variants are named as offered by the insurer, never priced
// (docs/spec-deviations.md, "Term plans show the variant we price"). Compare and plan details both say it here.
import type { WordBook } from '~/lib/words';
import type { PricedTermPlan } from './term-plan-filters';

/** The facts, in the order compare and details show them; each is labelled by the details words' `compareRows[fact]`. */
export const TERM_VARIANT_FACTS = ['planType', 'premiumPayment', 'payout', 'refund', 'alsoOffered'] as const;
export type TermVariantFact = (typeof TERM_VARIANT_FACTS)[number];

/** One fact of the variant a plan was priced as, read from the very choice its quote was priced for. */
export function termVariantFact(
  words: WordBook['termList'],
  details: WordBook['termDetails'],
  { plan, choice }: PricedTermPlan,
  fact: TermVariantFact,
): string {
  const said = details.pricedVariant;
  switch (fact) {
    case 'planType':
      return said.type(choice.coverTillAge);
    case 'premiumPayment':
      return said.premiumPayment[choice.mode];
    case 'payout':
      return said.payout(words.coverShort(choice.lifeCover));
    case 'refund':
      return said.refund;
    case 'alsoOffered': {
      const others = plan.alsoOffers.map((v) => words.variants[v]).join(', ');
      return others ? said.alsoOffered(others) : details.noneListed;
    }
  }
}
