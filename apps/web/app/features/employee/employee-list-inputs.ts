// What the employee list prices for. The form's answers (head count, whom to insure) arrive in the URL and are
// shown back, not asked again; the list asks only what the form did not take: the team size when nobody told
// us, and, for "Employees and their families", whether parents are covered too.
import { EMPLOYEE_INSURE_OPTIONS, EMPLOYEE_MAX_HEADCOUNT, type EmployeeLead } from '@bimasetu/contract';
import {
  EMPLOYEE_COUNT_BANDS,
  EMPLOYEE_COVERAGE,
  EMPLOYEE_PROFILE,
  employeeCountBand,
  type EmployeeCountBand,
  type EmployeeCoverage,
  type EmployeeInputs,
} from '@bimasetu/contract/rating';
import { rememberedQuote, rememberQuote } from '~/lib/quote-handover';

export const EMPLOYEE_LIST_PARAMS = {
  /** The form's head count. */
  employees: 'employees',
  /** The form's answer: `employees` or `families`. */
  insure: 'insure',
  /** The list's own questions. */
  band: 'band',
  coverage: 'coverage',
} as const;

export type InsureAnswer = 'employees' | 'families';

export interface EmployeeListInputs {
  inputs: EmployeeInputs;
  /** The form's answers, when the visitor came from it. */
  employees: number | null;
  insure: InsureAnswer | null;
  /** The coverage choices the list still has to offer (empty when the form's answer settles it). */
  coverageChoices: readonly EmployeeCoverage[];
}

/** The list's address for the form's answers. */
export function employeeListPath(lead: Pick<EmployeeLead, 'totalEmployees' | 'insureOption'>): string {
  const params = new URLSearchParams({
    [EMPLOYEE_LIST_PARAMS.employees]: String(Number(lead.totalEmployees)),
    [EMPLOYEE_LIST_PARAMS.insure]:
      lead.insureOption === EMPLOYEE_INSURE_OPTIONS[0] ? 'employees' : 'families',
  });
  return `/employee-insurance-plan?${params.toString()}`;
}

const FAMILY_CHOICES: readonly EmployeeCoverage[] = ['family', 'family-parents'];
const ALL_CHOICES: readonly EmployeeCoverage[] = EMPLOYEE_COVERAGE.map((c) => c.id);

function headCount(value: string | null): number | null {
  if (!value || !/^\d{1,7}$/.test(value)) return null;
  const count = Number(value);
  return count > 0 && count <= EMPLOYEE_MAX_HEADCOUNT ? count : null;
}

export function readEmployeeList(params: URLSearchParams): EmployeeListInputs {
  const employees = headCount(params.get(EMPLOYEE_LIST_PARAMS.employees));
  const insureParam = params.get(EMPLOYEE_LIST_PARAMS.insure);
  const insure: InsureAnswer | null =
    insureParam === 'employees' || insureParam === 'families' ? insureParam : null;
  const chosenBand = EMPLOYEE_COUNT_BANDS.find((b) => b.id === params.get(EMPLOYEE_LIST_PARAMS.band))?.id;
  const band: EmployeeCountBand =
    employees !== null ? employeeCountBand(employees) : (chosenBand ?? EMPLOYEE_PROFILE.band);
  const coverageChoices = insure === 'employees' ? [] : insure === 'families' ? FAMILY_CHOICES : ALL_CHOICES;
  const chosen = coverageChoices.find((c) => c === params.get(EMPLOYEE_LIST_PARAMS.coverage));
  const coverage: EmployeeCoverage =
    insure === 'employees' ? 'employees' : (chosen ?? coverageChoices[0] ?? EMPLOYEE_PROFILE.coverage);
  return { inputs: { band, coverage }, employees, insure, coverageChoices };
}

/**
 * Before the application opens: the employee lead the quote form remembered (company, mobile, city), with whom the
 * card insured and, when the form told it, the head count, so the application prices the plan (a list opened from
 * its address has no lead of its own; the card's team-size band and coverage travel as the quote's choices, and
 * the application's fields give the mobile and the employer).
 */
export function rememberPricedEmployee(list: EmployeeListInputs): void {
  const remembered = rememberedQuote('employee-health');
  rememberQuote('employee-health', {
    ...remembered,
    insureOption:
      list.inputs.coverage === 'employees' ? EMPLOYEE_INSURE_OPTIONS[0] : EMPLOYEE_INSURE_OPTIONS[1],
    ...(list.employees === null ? {} : { totalEmployees: String(list.employees) }),
  });
}
