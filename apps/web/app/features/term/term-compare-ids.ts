// What the term list needs of compare before compare itself loads: how many plans, the address parameter and a
// plan's id in it.
import type { PricedTermPlan } from './term-plan-filters';

export const TERM_COMPARE_LIMIT = 3;
export const TERM_COMPARE_PARAM = 'compare';

export const termCompareId = (priced: PricedTermPlan) => String(priced.plan.id);
