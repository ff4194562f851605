// The 16 child savings plans (shopping spec §3), in the contract's plan directory's order: each plan's name and
// insurer are the directory's (`CHILD_PLAN_DIRECTORY`, the names the server keeps with an application), its fund
// the name after the insurer's; only the presentation is here. The payout is no longer a fixed text: it is
// projected for the visitor's family at IRDAI's illustration rates (`projectChildPlan`).
import { CHILD_PLAN_DIRECTORY } from '@bimasetu/contract/rating';

export interface ChildPlan {
  id: string;
  company: string;
  /** Past 10-year fund return as percent text. */
  returns: string;
  fund: string;
}

type ChildPlanId = keyof (typeof CHILD_PLAN_DIRECTORY)['child-savings'];

/** Each plan's past 10-year fund return as the catalogue gives it, by the plan's id. */
const RETURNS: Readonly<Record<ChildPlanId, string>> = {
  'hdfc-life-sanchay': '14.2%',
  'icici-pru-smartkid': '13.8%',
  'sbi-life-smart-scholar': '13.1%',
  'max-life-shiksha': '15.0%',
  'tata-aia-fortune': '16.4%',
  'bajaj-allianz-young': '12.9%',
  'kotak-headstart': '12.5%',
  'aditya-birla-vision': '12.0%',
  'pnb-metlife-future': '12.7%',
  'canara-hsbc-invest': '11.6%',
  'edelweiss-wealth': '11.2%',
  'lic-child-future': '9.8%',
  'reliance-nippon-child': '10.9%',
  'future-generali-assure': '12.3%',
  'bandhan-life-elite': '13.5%',
  'star-union-dai-ichi': '11.9%',
};

/** The list's plans: the directory's, each with its presentation (a plan named apart from its insurer's name fails). */
export function childPlansOf(returns: Readonly<Record<ChildPlanId, string>>): ChildPlan[] {
  return (
    Object.entries(CHILD_PLAN_DIRECTORY['child-savings']) as [ChildPlanId, readonly [string, string]][]
  ).map(([id, [name, insurer]]) => {
    if (!name.startsWith(`${insurer} `)) throw new Error(`${id}: "${name}" is not named after ${insurer}`);
    return { id, company: insurer, returns: returns[id], fund: name.slice(insurer.length + 1) };
  });
}

export const CHILD_PLANS: readonly ChildPlan[] = childPlansOf(RETURNS);
