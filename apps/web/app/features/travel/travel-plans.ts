/**
 * A travel plan (shopping spec §3). Cover amounts are in US dollars, as Indian insurers quote them abroad.
 * Prices come from the rating engine (`@bimasetu/contract/rating`, rate table keyed by `id`); the "N people
 * bought" lines are gone because we hold no real bookings count (docs/spec-deviations.md).
 */
export interface TravelPlan {
  id: string;
  name: string;
  plan: string;
  medical: number;
  baggage: number;
  diseaseCover: boolean;
}

export const TRAVEL_PLANS: readonly TravelPlan[] = [
  {
    id: 'tata-aig-gold',
    name: 'Tata AIG',
    plan: 'Travel Guard Gold',
    medical: 250000,
    baggage: 1000,
    diseaseCover: true,
  },
  {
    id: 'care-explore',
    name: 'Care Health',
    plan: 'Explore Platinum',
    medical: 500000,
    baggage: 1200,
    diseaseCover: true,
  },
  {
    id: 'bajaj-travel-prime',
    name: 'Bajaj Allianz',
    plan: 'Travel Prime',
    medical: 100000,
    baggage: 500,
    diseaseCover: false,
  },
  {
    id: 'hdfc-explorer',
    name: 'HDFC ERGO',
    plan: 'Explorer Gold',
    medical: 250000,
    baggage: 1000,
    diseaseCover: true,
  },
  {
    id: 'icici-overseas',
    name: 'ICICI Lombard',
    plan: 'Overseas Elite',
    medical: 500000,
    baggage: 1500,
    diseaseCover: true,
  },
  {
    id: 'reliance-travel-care',
    name: 'Reliance General',
    plan: 'Travel Care Standard',
    medical: 50000,
    baggage: 300,
    diseaseCover: false,
  },
  {
    id: 'digit-international',
    name: 'Digit',
    plan: 'International Travel',
    medical: 100000,
    baggage: 500,
    diseaseCover: true,
  },
  {
    id: 'niva-bupa-voyager',
    name: 'Niva Bupa',
    plan: 'Voyager Plus',
    medical: 250000,
    baggage: 800,
    diseaseCover: true,
  },
  {
    id: 'sbi-travel',
    name: 'SBI General',
    plan: 'Travel Secure',
    medical: 50000,
    baggage: 250,
    diseaseCover: false,
  },
  {
    id: 'future-generali',
    name: 'Future Generali',
    plan: 'Travel Suraksha Elite',
    medical: 100000,
    baggage: 500,
    diseaseCover: false,
  },
  {
    id: 'royal-sundaram',
    name: 'Royal Sundaram',
    plan: 'Travel Secure Gold',
    medical: 250000,
    baggage: 1000,
    diseaseCover: true,
  },
  {
    id: 'universal-sompo',
    name: 'Universal Sompo',
    plan: 'Travel Shield',
    medical: 50000,
    baggage: 200,
    diseaseCover: false,
  },
  {
    id: 'chola-ms',
    name: 'Cholamandalam MS',
    plan: 'Overseas Travel Platinum',
    medical: 500000,
    baggage: 1200,
    diseaseCover: true,
  },
  {
    id: 'iffco-tokio',
    name: 'IFFCO Tokio',
    plan: 'Trip Protector',
    medical: 100000,
    baggage: 400,
    diseaseCover: false,
  },
  {
    id: 'magma-hdi',
    name: 'Magma HDI',
    plan: 'Globe Trotter',
    medical: 250000,
    baggage: 750,
    diseaseCover: true,
  },
  {
    id: 'liberty-general',
    name: 'Liberty General',
    plan: 'Secure Travel Basic',
    medical: 50000,
    baggage: 300,
    diseaseCover: false,
  },
];
