// The travel list's and booking's own words (the spec gives none for prices); one place for a later Hindi.
import { formatRupees } from '~/lib/format';

export const travelWords = {
  pricedFor: (trip: string) => `Prices for ${trip}.`,
  profileNote:
    'You have not entered a trip yet, so these are for 1 traveller aged up to 40, a 7-day trip in Asia. Enter your trip for your own prices.',
  estimate:
    'Premiums include GST at 18% and are estimates until the insurer issues the policy. Each plan covers up to its own medical sum insured.',
  perTraveller: (amount: number) => `${formatRupees(amount)} per traveller`,
  eachTraveller: (amounts: readonly number[]) => amounts.map((a) => formatRupees(a)).join(' + '),
  forTravellers: (count: number) => (count === 1 ? 'for 1 traveller' : `for ${count} travellers`),
  agedList: (ages: readonly string[]) => `(aged ${ages.join(', ')})`,
  conditionTold: (count: number) =>
    `You told us ${count === 1 ? 'a traveller has' : `${count} travellers have`} a pre-existing disease: only some plans cover it.`,
  showConditionPlans: 'Show only plans that cover it',
  agedFromDob: 'Each traveller is priced for their age on the first day of the trip, from the date of birth.',
  gstIncluded: (gst: number) => `Premium includes GST (18%) of ${formatRupees(gst)}.`,
} as const;
