// The 16 child savings plans (shopping spec §3), in the contract's plan directory's order: each plan's name and
// insurer are the directory's (`CHILD_PLAN_DIRECTORY`, the names the server keeps with an application), its fund
// the name after the insurer's; only the presentation is here. The payout is no longer a fixed text: it is
// projected for the visitor's family at IRDAI's illustration rates (`projectChildPlan`).
import type { CHILD_FEATURE_CHIPS } from '@bimasetu/contract';
import { CHILD_PLAN_DIRECTORY } from '@bimasetu/contract/rating';

type ChildFeatureChip = (typeof CHILD_FEATURE_CHIPS)[number];

/** A fund's past 10-year return as its insurer's fund factsheet publishes it, with the factsheet and its date. */
export interface FundReturn {
  /** Percent a year, e.g. 14.2. */
  percent: number;
  /** The factsheet's address. */
  source: string;
  /** The factsheet's date, dd/mm/yyyy. */
  asOf: string;
}

export interface ChildPlan {
  id: string;
  company: string;
  /** Past 10-year fund return with its factsheet and date, or null: not published here (the card says so). */
  returns: FundReturn | null;
  fund: string;
}

type ChildPlanId = keyof (typeof CHILD_PLAN_DIRECTORY)['child-savings'];

/**
 * Each plan's past 10-year fund return, by the plan's id: none yet. The catalogue's figures (14.2%, 16.4%, …) had
 * no factsheet or date behind them, and the one table we found that lists some of these funds shows others and is
 * itself undated (https://www.policybazaar.com/funds/tata-aia-multi-cap-fund: Tata AIA Multi Cap 20.65% against
 * the catalogue's 16.4%, Aditya Birla Sun Life Multiplier 15.91% against 12.0%, Canara HSBC Equity II 10.94%
 * against 11.6%). A figure goes here only with the insurer's factsheet and its date.
 */
const RETURNS: Readonly<Record<ChildPlanId, FundReturn | null>> = {
  'hdfc-life-sanchay': null,
  'icici-pru-smartkid': null,
  'sbi-life-smart-scholar': null,
  'max-life-shiksha': null,
  'tata-aia-fortune': null,
  'bajaj-allianz-young': null,
  'kotak-headstart': null,
  'aditya-birla-vision': null,
  'pnb-metlife-future': null,
  'canara-hsbc-invest': null,
  'edelweiss-wealth': null,
  'lic-child-future': null,
  'reliance-nippon-child': null,
  'future-generali-assure': null,
  'bandhan-life-elite': null,
  'star-union-dai-ichi': null,
};

/** The list's plans: the directory's, each with its presentation (a plan named apart from its insurer's name fails). */
export function childPlansOf(returns: Readonly<Record<ChildPlanId, FundReturn | null>>): ChildPlan[] {
  return (
    Object.entries(CHILD_PLAN_DIRECTORY['child-savings']) as [ChildPlanId, readonly [string, string]][]
  ).map(([id, [name, insurer]]) => {
    if (!name.startsWith(`${insurer} `)) throw new Error(`${id}: "${name}" is not named after ${insurer}`);
    return { id, company: insurer, returns: returns[id], fund: name.slice(insurer.length + 1) };
  });
}

export const CHILD_PLANS: readonly ChildPlan[] = childPlansOf(RETURNS);

/**
 * The spec's chips a card shows (`CHILD_FEATURE_CHIPS`): all but "Instant Tax Receipt", as BimaSetu takes no
 * payment and issues no receipt (the insurer issues the premium receipt when it is paid to it).
 */
export const CHILD_CARD_CHIPS = [
  'Triple Benefit',
  'Inbuilt Life Cover',
] as const satisfies readonly ChildFeatureChip[];
export type ChildCardChip = (typeof CHILD_CARD_CHIPS)[number];
