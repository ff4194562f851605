// The health and family health plan lists' words in English (Hindi: health-words.hi.ts): the priced-for lines,
// the cards, the filters and sorts, the compare view, the features dialog and the plans left out.
import { defineWords, sameWords, type Wordy } from '~/lib/words';
import { conditionWords } from './condition-words';
import type { HealthLine } from './health-list-inputs';
import type { CoverBandId, HealthSort, HealthTabId, PremiumBandId } from './health-plan-filters';
import { HEALTH_FEATURES, HEALTH_TAGS, type PolicyBenefit, type RoomRentType } from './health-plan';
import { groupIndian } from '~/lib/format';

const healthListWords = {
  title: {
    health: 'Health Insurance Plans',
    'family-health': 'Family Health Insurance Plans',
  } satisfies Record<HealthLine, string>,
  intro: {
    health: '10 health plans from leading insurers. Filter by cover, premium, insurer and benefits.',
    'family-health': '10 family floater plans. Filter by cover, premium, insurer and benefits.',
  } satisfies Record<HealthLine, string>,
  pricedForSection: 'What the prices are for',
  pricedFor: 'Prices for',
  // The inputs read back as the rating engine says them (`healthInputsInWords`, without its leading "for"):
  // "2 adults (eldest 62) and 1 child in Pune (zone A), ₹10 lakh for 1 year"; put together by health-said.ts.
  members: (adults: number, children: number, eldest: number) => {
    const parts = [
      adults > 0 ? `${adults} adult${adults === 1 ? '' : 's'}` : '',
      children > 0 ? `${children} ${children === 1 ? 'child' : 'children'}` : '',
    ].filter(Boolean);
    parts[0] += adults + children === 1 ? ` aged ${eldest}` : ` (eldest ${eldest})`;
    return parts.join(' and ');
  },
  outsideCities: 'a city outside our list',
  coverPhrase: (lakh: number) => (lakh >= 100 ? `₹${lakh / 100} crore` : `₹${lakh} lakh`),
  ownCoverPhrase: "each plan's own cover",
  inputs: (members: string, city: string, zone: string, cover: string, years: number) =>
    `${members} in ${city} (zone ${zone}), ${cover} for ${years} year${years === 1 ? '' : 's'}`,
  /** The rest of the priced-for line after "Prices for"; a list not yet told who is insured says so. */
  pricedForRest: (inputs: string, fromVisitor: boolean) =>
    `${inputs}${fromVisitor ? '' : ' (until you tell us who to insure)'}.`,
  changeDetails: 'Change who is insured',
  estimate:
    'Estimated premiums until the insurer underwrites your proposal. Health cover carries no GST since 22/09/2025.',
  coverLabel: 'Cover',
  ownCover: "Each plan's own cover",
  /** A cover in lakh as the list shows it: "₹10 Lakh", "₹1 Cr". */
  cover: (lakh: number) => (lakh >= 100 ? `₹${lakh / 100} Cr` : `₹${lakh} Lakh`),
  ownCoverNote:
    'Each plan is shown at its own cover, so premiums differ partly because covers do. Choose a cover to price every plan for the same amount and compare premiums like for like.',
  periodLabel: 'Policy period',
  years: (n: number) => `${n} year${n === 1 ? '' : 's'}`,
  notSoldFor: (count: number, years: number) =>
    `${count} plan${count === 1 ? ' is' : 's are'} not sold for ${years} years, so ${count === 1 ? 'it is' : 'they are'} not shown.`,
  /** Why a plan does not take these members or this cover, as the engine's `healthLimitInWords` says it. */
  ageLimit: (maxEntryAge: number, eldestAge: number) =>
    `takes an eldest member up to age ${maxEntryAge} (yours is ${eldestAge})`,
  coverLimit: (cover: string) => `covers up to ${cover}`,
  /** "A, B and C": the names but the last, then the last. */
  namesAnd: (first: string, last: string) => `${first} and ${last}`,
  /** One reason with the plans it keeps out; several plans "take"/"cover" rather than "takes"/"covers". */
  leftOutGroup: (names: string, several: boolean, reason: string) =>
    several
      ? `${names} ${reason.replace(/^(takes|covers) /, (verb) => verb.replace('s ', ' '))}`
      : `${names} ${reason}`,
  leftOut: (count: number, groups: string) =>
    `${count} ${count === 1 ? 'plan is' : 'plans are'} not shown because ${count === 1 ? 'it does' : 'they do'} not take your family's eldest member's age or the cover you chose: ${groups}. These limits are our indication; the insurer confirms them.`,
  perYearOfPeriod: (total: string, years: number, perYear: string) =>
    `${total} for ${years} years (${perYear} a year)`,
  yearly: (amount: string) => `${amount} yearly`,
  perMonth: '/month',
  /** Said with every monthly figure: it is a year's premium spread over 12 months, not an instalment. */
  perMonthIs: "a year's premium ÷ 12; not a monthly instalment",
  incurredClaimRatio: 'Incurred claim ratio',
  claimSettlementRatio: 'Claim settlement ratio',
  /** A claim figure with no number (a number is shown with its source, see lib/claim-figure-words.ts). */
  claimMissing: { notPublished: 'Not published', notForHealthAlone: 'Not published for health alone' },
  /** The figures' sources as published (Hindi: lib/claim-sources.hi.ts). */
  claimSource: (source: string) => source,
  waitingNote: (conditions: string, years: number) =>
    years > 0
      ? `You told us about ${conditions}: covered after a ${years}-year waiting period. The insurer confirms the premium after it reviews your health.`
      : `You told us about ${conditions}: this plan lists no waiting period for existing diseases. The insurer confirms the premium after it reviews your health.`,
  /** The conditions the form declared, as the waiting note names them. */
  conditions: conditionWords,
  highlights: 'Highlights',
  /** An insurer's network count as its own site states it ("10,000+ cashless hospitals"), its source and date. */
  cashlessHospitals: (n: number, orMore: boolean) =>
    `${groupIndian(n)}${orMore ? '+' : ''} cashless hospitals`,
  hospitalsSource: (site: string, read: string) => `as the insurer’s site ${site} states it, read ${read}`,
  hospitalsNotPublished: 'Cashless hospitals: not published',
  /** The insurer's count where shown in a table cell, or why there is none. */
  hospitalsNotPublishedShort: 'Not published',
  viewAllFeatures: 'View all features',
  premiumLabel: 'Premium',
  /** The spec's "Customize plan" opened the application with nothing to customise: it says what it does. */
  customize: 'Apply for this plan',
  plansLabel: 'Plans',
  filter: 'Filter',
  filterTitle: 'Filter plans',
  showPlans: (n: number) => `Show ${n} plan${n === 1 ? '' : 's'}`,
  allFeatures: 'All features',
  allFeaturesOf: (plan: string) => `All features of ${plan}`,
  featuresSummary: (cover: string, periods: string) => `Cover ${cover}; ${periods}-year policy periods.`,
  maternityWaiting: (years: number) => `Maternity waiting period: ${years} years`,
  addToCompare: 'Add to compare',
  removeFromCompare: 'Remove from compare',
  compareLimit: 'You can compare up to 3 plans. Remove one to add another.',
  compareBar: (count: number) => `${count} plans selected to compare`,
  compareNow: 'Compare now',
  compareTitle: 'Compare plans',
  premiumRow: 'Premium',
  coverRow: 'Cover',
  hospitalsRow: 'Cashless hospitals',
  waitingRow: 'Waiting for existing diseases',
  noneListed: 'None listed',
  roomRentRow: 'Room rent',
  featuresRow: 'Features',
  tabs: {
    sort: 'Sort by',
    cover: 'Cover',
    premium: 'Premium (per month)',
    roomRent: 'Room rent type',
    benefits: 'Policy benefits',
    portability: 'Portability',
    maternity: 'Maternity waiting',
    disease: 'Existing disease waiting',
    period: 'Policy period',
    insurer: 'Insurer',
  } satisfies Record<HealthTabId, string>,
  sorts: {
    popularity: 'Popularity',
    'premium-low': 'Premium: low to high',
    'premium-high': 'Premium: high to low',
    'cover-high': 'Cover: high to low',
    'hospitals-most': 'Most cashless hospitals',
  } satisfies Record<HealthSort, string>,
  /** How the sort note names each order. */
  orders: {
    popularity:
      'popularity, which here means our catalogue’s own order (we do not count what visitors choose)',
    'premium-low': "monthly premium (a year's premium ÷ 12), lowest first",
    'premium-high': "monthly premium (a year's premium ÷ 12), highest first",
    'cover-high': 'cover amount, highest first',
    'hospitals-most':
      'number of cashless hospitals as each insurer’s site states it, most first; insurers that publish none last',
  } satisfies Record<HealthSort, string>,
  coverBands: {
    'below-5': 'Below 5 Lakh',
    '5-9': '5-9 Lakh',
    '10-24': '10-24 Lakh',
    '25-99': '25-99 Lakh',
    '100-199': '1-1.99 Cr',
    '200-600': '2-6 Cr',
  } satisfies Record<CoverBandId, string>,
  premiumBands: {
    'under-1000': 'Under ₹1,000',
    '1000-1500': '₹1,000 - ₹1,500',
    '1500-2000': '₹1,500 - ₹2,000',
    '2000-3000': '₹2,000 - ₹3,000',
    'over-3000': 'Over ₹3,000',
  } satisfies Record<PremiumBandId, string>,
  roomRent: {
    'No room rent limit': 'No room rent limit',
    'Single private AC room': 'Single private AC room',
    'Up to 1% of cover per day': 'Up to 1% of cover per day',
  } satisfies Record<RoomRentType, string>,
  benefits: {
    'Restore benefit': 'Restore benefit',
    'No claim bonus': 'No claim bonus',
    'Free health check-up': 'Free health check-up',
    'OPD cover': 'OPD cover',
    'Maternity cover': 'Maternity cover',
  } satisfies Record<PolicyBenefit, string>,
  portability: { 'Portability available': 'Portability available' },
  /** The plans' own feature lines (health-plan.ts), keyed by the English the data holds; English shows them as
   * they are. */
  features: sameWords(HEALTH_FEATURES),
  tags: sameWords(HEALTH_TAGS),
};

export type HealthListWords = Wordy<typeof healthListWords>;

declare module '~/lib/words' {
  interface WordBook {
    healthList: HealthListWords;
  }
}

export default defineWords('en', 'healthList', healthListWords);
