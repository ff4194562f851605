// What the term engine says a card should show, so journeys check the page against the same rate table.
import { ageLastBirthday, priceTermPlan, type TermGender, type TermLine } from '@bimasetu/contract/rating';

export interface PricedPerson {
  dob: Date;
  gender: TermGender;
  tobacco?: 'yes' | 'no' | 'unanswered';
}

/** The card's premium text, e.g. "₹1,120", for one plan at the list's defaults (₹1 crore, monthly). */
export function expectedPremium(
  line: TermLine,
  planId: number,
  person: PricedPerson,
  coverTillAge: number,
  mode: 'Monthly' | 'Yearly' = 'Monthly',
): string {
  const today = new Date();
  const pricing = priceTermPlan(
    line,
    planId,
    {
      age: ageLastBirthday(person.dob, today),
      gender: person.gender,
      tobacco: person.tobacco ?? 'unanswered',
    },
    { lifeCover: 10_000_000, coverTillAge, mode },
    today,
  );
  if (!pricing.accepted) throw new Error(`plan ${planId} refuses this person: ${pricing.reason}`);
  return `₹${pricing.quote.total.toLocaleString('en-IN')}`;
}
