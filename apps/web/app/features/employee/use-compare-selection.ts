// The compare selection lives in the URL (?compare=a,b), so it survives a reload and Compare Now carries it with the team's answers.
import { EMPLOYEE_COMPARE_LIMIT } from '@bimasetu/contract';
import { useUrlSelection } from '~/ui/compare-selection';
import { EMPLOYEE_PLANS } from './employee-plans';

export const COMPARE_PARAM = 'compare';

const PLAN_IDS = EMPLOYEE_PLANS.map((p) => p.id);

/** The selected plan ids; empty in the prerendered HTML and until the page runs in the browser. */
export function useCompareSelection(): [string[], (ids: string[]) => void] {
  return useUrlSelection(COMPARE_PARAM, PLAN_IDS, EMPLOYEE_COMPARE_LIMIT);
}
