/**
 * A travel plan (shopping spec §3). Cover amounts are in US dollars, as Indian insurers quote them abroad.
 * Prices come from the rating engine (`@bimasetu/contract/rating`, rate table keyed by `id`); the "N people
 * bought" lines are gone because we hold no real bookings count (docs/spec-deviations.md). Its name and insurer
 * are the contract's plan directory's (`TRAVEL_PLAN_DIRECTORY`); this file holds only what the list shows beside.
 */
import { TRAVEL_PLAN_DIRECTORY } from '@bimasetu/contract/rating';

type TravelPlanId = keyof (typeof TRAVEL_PLAN_DIRECTORY)['travel'];

/** What the list shows of a plan beyond its name and insurer: its covers. */
export interface TravelCover {
  medical: number;
  baggage: number;
  diseaseCover: boolean;
}

export interface TravelPlan extends TravelCover {
  id: string;
  /** The insurer. */
  name: string;
  /** The plan's own name: the directory's name for it less the insurer's ("Travel Guard Gold"). */
  plan: string;
}

/** Each plan's covers by plan id: one for every plan of the directory's travel list and no other (typecheck). */
export const TRAVEL_COVERS: Readonly<Record<TravelPlanId, TravelCover>> = {
  'tata-aig-gold': { medical: 250000, baggage: 1000, diseaseCover: true },
  'care-explore': { medical: 500000, baggage: 1200, diseaseCover: true },
  'bajaj-travel-prime': { medical: 100000, baggage: 500, diseaseCover: false },
  'hdfc-explorer': { medical: 250000, baggage: 1000, diseaseCover: true },
  'icici-overseas': { medical: 500000, baggage: 1500, diseaseCover: true },
  'reliance-travel-care': { medical: 50000, baggage: 300, diseaseCover: false },
  'digit-international': { medical: 100000, baggage: 500, diseaseCover: true },
  'niva-bupa-voyager': { medical: 250000, baggage: 800, diseaseCover: true },
  'sbi-travel': { medical: 50000, baggage: 250, diseaseCover: false },
  'future-generali': { medical: 100000, baggage: 500, diseaseCover: false },
  'royal-sundaram': { medical: 250000, baggage: 1000, diseaseCover: true },
  'universal-sompo': { medical: 50000, baggage: 200, diseaseCover: false },
  'chola-ms': { medical: 500000, baggage: 1200, diseaseCover: true },
  'iffco-tokio': { medical: 100000, baggage: 400, diseaseCover: false },
  'magma-hdi': { medical: 250000, baggage: 750, diseaseCover: true },
  'liberty-general': { medical: 50000, baggage: 300, diseaseCover: false },
};

const coversOf: Readonly<Record<string, TravelCover>> = TRAVEL_COVERS;

/** The travel list's plans, in its order: the contract's plan directory, each plan with its covers. */
export const TRAVEL_PLANS: readonly TravelPlan[] = Object.entries(TRAVEL_PLAN_DIRECTORY.travel).map(
  ([id, [name, insurer]]) => {
    const cover = coversOf[id];
    if (!cover) throw new Error(`travel plan ${id} has no covers`);
    if (!name.startsWith(`${insurer} `))
      throw new Error(`travel plan ${id}: "${name}" does not start with "${insurer}"`);
    return { id, name: insurer, plan: name.slice(insurer.length + 1), ...cover };
  },
);
