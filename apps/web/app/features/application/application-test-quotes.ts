// The plans and quotes the application's tests open the form from (application-form.test.tsx and
// application-quote.test.ts). Used only by tests.
import { quoteHealth } from '@bimasetu/contract/rating';
import type { QuoteHandover } from '~/lib/quote-handover';

/** Term plan 1 as its list's card names it. */
export const TERM_PLAN = {
  line: 'term',
  planId: 'term-1',
  planName: 'HDFC Life Click 2 Protect Supreme',
  insurer: 'HDFC Life',
} as const;

/** The term list's choices on the card: ₹1 crore of cover till 60, no tobacco, paid monthly. */
export const TERM_CHOICES = {
  lifeCover: 10_000_000,
  coverTillAge: 60,
  tobacco: 'no',
  mode: 'Monthly',
} as const;

/** Term plan 1's card, opened at the list's choices. */
export const TERM_HANDOVER: QuoteHandover = {
  ...TERM_PLAN,
  cover: 10_000_000,
  choices: TERM_CHOICES,
  fields: { policyTerm: '26', paymentFrequency: 'Monthly' },
};

/** Health plan 1 as its list's card names it, at ₹10 lakh of cover for a year. */
export const HEALTH_PLAN = {
  line: 'health',
  planId: 'health-1',
  planName: 'Niva Bupa ReAssure 2.0',
  insurer: 'Niva Bupa',
  choices: { coverLakh: 10, years: 1 },
} as const;

/** Health plan 1's quote for one 32-year-old in Pune at ₹10 lakh for a year, as the health list prices it. */
export const healthQuoteAt32 = () =>
  quoteHealth({
    planId: 'health-1',
    members: [{ age: 32, child: false }],
    city: 'Pune',
    coverLakh: 10,
    years: 1,
  });
