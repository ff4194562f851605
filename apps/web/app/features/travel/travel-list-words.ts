// The travel plan list's words in English (Hindi: travel-list-words.hi.ts): the list, its cards and its filter
// dialog. The booking keeps its own words (booking-words.ts). Insurer and plan names stay as written; the trip's
// countries stay in English as the form's search has them. The spec's "no plans" message comes from the
// contract; `messages` maps it (its English text is its stable code), and `pricedFor` says the engine's trip.
import { travelMessages } from '@bimasetu/contract';
import type { TravelRegion } from '@bimasetu/contract/rating';
import { formatRupees } from '~/lib/format';
import { defineWords, type Wordy } from '~/lib/words';

const travelListWords = {
  title: 'Travel Insurance Plans',
  yourTrip: 'Your trip',
  tripDates: (start: string, end: string) => `${start} to ${end}`,
  travellerCount: (count: number) => `${count} Traveller${count === 1 ? '' : 's'}`,
  agedList: (ages: string) => `(aged ${ages})`,
  editTrip: 'Edit trip',
  conditionTold: (count: number) =>
    `You told us ${count === 1 ? 'a traveller has' : `${count} travellers have`} a pre-existing disease: only some plans cover it.`,
  showConditionPlans: 'Show only plans that cover it',
  /**
   * The trip the prices are for: English says the engine's own words (`said`); another language says it from
   * the same facts (how many travellers, their ages joined by ", ", the days and the region).
   */
  pricedFor: (said: string, _count: number, _ages: string, _days: number, _region: string) =>
    `Prices for ${said}.`,
  regions: {
    asia: 'Asia',
    schengen: 'Schengen Europe',
    'worldwide-excl-us-canada': 'worldwide excluding the USA and Canada',
    'worldwide-incl-us-canada': 'worldwide including the USA and Canada',
  } satisfies Record<TravelRegion, string>,
  profileNote:
    'You have not entered a trip yet, so these are for 1 traveller aged up to 40, a 7-day trip in Asia. Enter your trip for your own prices.',
  /** Under the prices: whether they carry GST (charged before 22/09/2025, nil since for travellers insured alone
   * or with their family), that they are estimates, and what each plan covers. */
  /** Where every premium on the list comes from (the quote's rate table version). */
  basis: (rateVersion: string) =>
    `How these are worked out: each plan's listed quote for one traveller up to 40 on a 7-day trip in Asia, scaled for your trip by the days, region and age factors of our rate table ${rateVersion}, which follow insurers' published single-trip rate charts.`,
  estimate: (gstCharged: boolean) =>
    `${gstCharged ? 'Premiums include GST at 18%.' : 'No GST: travel insurance for yourself or your family has been exempt from GST since 22/09/2025 (it was 18% before).'} Premiums are estimates until the insurer issues the policy. Each plan covers up to its own medical sum insured.`,
  searchLabel: 'Search plans by insurer or plan name',
  searchPlaceholder: 'Search by insurer or plan',
  filters: 'Filters',
  order: 'premium, lowest first',
  clearSearch: 'Clear search and filters',
  loadMore: 'Load More',
  medical: 'Medical',
  baggage: 'Baggage',
  disease: 'Pre-existing disease',
  covered: 'Covered',
  notCovered: 'Not covered',
  forTravellers: (count: number) => (count === 1 ? 'for 1 traveller' : `for ${count} travellers`),
  perTraveller: (amount: number) => `${formatRupees(amount)} per traveller`,
  proceed: 'Proceed',
  proceedWith: (plan: string, insurer: string) => `Proceed with ${plan} by ${insurer}`,
  filterTitle: 'Filter plans',
  apply: 'Apply',
  medicalCover: 'Medical cover',
  anyMedicalCover: 'Any cover',
  // the amount in dollars as the cards write it, grouped in thousands ("$100,000"): travel-pricing.ts `usd`
  medicalAtLeast: (amount: string) => `${amount} and above`,
  diseaseOnly: 'Only plans that cover pre-existing disease',
  insurer: 'Insurer',
  messages: { [travelMessages.noPlans]: travelMessages.noPlans } as Record<
    typeof travelMessages.noPlans,
    string
  >,
};

export type TravelListWords = Wordy<typeof travelListWords>;

declare module '~/lib/words' {
  interface WordBook {
    travelList: TravelListWords;
  }
}

export default defineWords('en', 'travelList', travelListWords);
