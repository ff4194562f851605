// The name and insurer of each travel plan (the plan directory's entries): apart from the rate table
// (travel-rates.ts, which re-exports them) so a page that names the plans, the booking, loads no rates (bench:bundle).
import type { PlanDirectory, PlanTable } from '../../rating/plan-directory.ts';

/** The name and insurer of each plan, in the list's order: a booking is for one of the same plans (the plan directory's entries). */
const TRAVEL_PLANS = {
  'tata-aig-gold': ['Tata AIG Travel Guard Gold', 'Tata AIG'],
  'care-explore': ['Care Health Explore Platinum', 'Care Health'],
  'bajaj-travel-prime': ['Bajaj Allianz Travel Prime', 'Bajaj Allianz'],
  'hdfc-explorer': ['HDFC ERGO Explorer Gold', 'HDFC ERGO'],
  'icici-overseas': ['ICICI Lombard Overseas Elite', 'ICICI Lombard'],
  'reliance-travel-care': ['Reliance General Travel Care Standard', 'Reliance General'],
  'digit-international': ['Digit International Travel', 'Digit'],
  'niva-bupa-voyager': ['Niva Bupa Voyager Plus', 'Niva Bupa'],
  'sbi-travel': ['SBI General Travel Secure', 'SBI General'],
  'future-generali': ['Future Generali Travel Suraksha Elite', 'Future Generali'],
  'royal-sundaram': ['Royal Sundaram Travel Secure Gold', 'Royal Sundaram'],
  'universal-sompo': ['Universal Sompo Travel Shield', 'Universal Sompo'],
  'chola-ms': ['Cholamandalam MS Overseas Travel Platinum', 'Cholamandalam MS'],
  'iffco-tokio': ['IFFCO Tokio Trip Protector', 'IFFCO Tokio'],
  'magma-hdi': ['Magma HDI Globe Trotter', 'Magma HDI'],
  'liberty-general': ['Liberty General Secure Travel Basic', 'Liberty General'],
} satisfies PlanTable;

export const TRAVEL_PLAN_DIRECTORY = {
  travel: TRAVEL_PLANS,
  'travel-booking': TRAVEL_PLANS,
} satisfies PlanDirectory;
