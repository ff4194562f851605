// Employee group health: premium per life from the plan's listed price, the size of the team and whom the
// policy covers; the team's yearly total is that times the number of employees.
import { gstOn, roundRupees, type Quote } from '../../rating/core.ts';
import type { FactsInEnglish } from '../../rating/facts.ts';
import {
  EMPLOYEE_COUNT_BANDS,
  EMPLOYEE_COVERAGE,
  EMPLOYEE_PROFILE_PRICES,
  EMPLOYEE_RATE_VERSION,
  type EmployeeCountBand,
  type EmployeeCoverage,
} from './employee-rates.ts';

export {
  EMPLOYEE_COUNT_BANDS,
  EMPLOYEE_COVERAGE,
  EMPLOYEE_PLAN_DIRECTORY,
  EMPLOYEE_PROFILE,
  EMPLOYEE_PROFILE_PRICES,
  EMPLOYEE_RATE_VERSION,
  type EmployeeCountBand,
  type EmployeeCoverage,
} from './employee-rates.ts';

/** The team and whom the policy covers, as an employee plan is priced for. */
export type EmployeeFact = { code: 'employee-team'; coverage: string; band: string };

/** The default this line's lead assumes where its form does not ask (its `inputsFromLead`). */
export type EmployeeLeadFact = { code: 'employee-family' };

export interface EmployeeInputs {
  band: EmployeeCountBand;
  coverage: EmployeeCoverage;
}

/** The band a headcount falls in (teams under 7 are priced with the smallest band). */
export function employeeCountBand(employees: number): EmployeeCountBand {
  if (employees <= 20) return '7-20';
  if (employees <= 50) return '21-50';
  if (employees <= 200) return '51-200';
  if (employees <= 1000) return '201-1000';
  return '1000+';
}

/**
 * How much less per employee a team band pays than the listed price for a team of 21 to 50, in whole percent
 * (negative: more): 51 to 200 → 6, 201 to 1,000 → 12, more than 1,000 → 18, 7 to 20 → −12. Our estimate, the
 * same for every insurer (`EMPLOYEE_COUNT_BANDS`), already in `quoteEmployee`'s premium; no insurer offer.
 */
export function employeeTeamDiscountPercent(band: EmployeeCountBand): number {
  const factor = EMPLOYEE_COUNT_BANDS.find((b) => b.id === band)?.factor ?? 1;
  return Math.round((1 - factor) * 100);
}

/** Premium per employee per year (basePremium before GST, total with it). */
export function quoteEmployee(planId: string, inputs: EmployeeInputs): Quote | null {
  const listed = EMPLOYEE_PROFILE_PRICES[planId];
  const band = EMPLOYEE_COUNT_BANDS.find((b) => b.id === inputs.band);
  const coverage = EMPLOYEE_COVERAGE.find((c) => c.id === inputs.coverage);
  if (listed === undefined || !band || !coverage) return null;
  const basePremium = roundRupees(listed * band.factor * coverage.factor);
  const team: EmployeeFact = { code: 'employee-team', coverage: coverage.id, band: band.id };
  const gst = gstOn(basePremium);
  return {
    planId,
    rateVersion: EMPLOYEE_RATE_VERSION,
    basePremium,
    gst,
    total: basePremium + gst,
    breakdown: [
      { label: 'Listed price per employee', amount: listed },
      {
        label: `Team of ${band.label} (×${band.factor})`,
        amount: roundRupees(listed * band.factor) - listed,
      },
      {
        label: `${coverage.label} (×${coverage.factor})`,
        amount: basePremium - roundRupees(listed * band.factor),
      },
    ],
    assumptions: [employeeFactInEnglish(team)],
    facts: [team],
  };
}

/** The label of an employee team band or coverage id; the id itself for one the table does not hold. */
const labelOf = (table: readonly { id: string; label: string }[], id: string) =>
  table.find((row) => row.id === id)?.label ?? id;
export const employeeBandLabel = (id: string) => labelOf(EMPLOYEE_COUNT_BANDS, id);
export const employeeCoverageLabel = (id: string) => labelOf(EMPLOYEE_COVERAGE, id);

export function employeeFactInEnglish(fact: EmployeeFact): string {
  return `For ${employeeCoverageLabel(fact.coverage).toLowerCase()}, a team of ${employeeBandLabel(fact.band)}, per employee per year.`;
}

/** Each of this line's facts in English (`factInEnglish` collects every line's). */
export const EMPLOYEE_FACTS_IN_ENGLISH: FactsInEnglish<EmployeeFact | EmployeeLeadFact> = {
  'employee-team': employeeFactInEnglish,
  'employee-family': () =>
    'Team size from the number of employees given; "Employees and their families" is priced as employees, spouse and children.',
};
