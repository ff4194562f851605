// Employee group health table 'employee-2026-11'. Each plan's listed price is its premium per employee per
// year, before GST, for the profile it was written for: employees only, a team of 21 to 50. Group prices per
// life fall as the group grows (the risk is pooled) and rise with each family member covered; these loadings
// are our indication of how Indian group health quotes move, until the insurer quotes the census.
import type { PlanDirectory } from '../../rating/plan-directory.ts';

export const EMPLOYEE_RATE_VERSION = 'employee-2026-11';

export const EMPLOYEE_COUNT_BANDS = [
  { id: '7-20', label: '7 to 20 employees', factor: 1.12 },
  { id: '21-50', label: '21 to 50 employees', factor: 1 },
  { id: '51-200', label: '51 to 200 employees', factor: 0.94 },
  { id: '201-1000', label: '201 to 1,000 employees', factor: 0.88 },
  { id: '1000+', label: 'More than 1,000 employees', factor: 0.82 },
] as const;
export type EmployeeCountBand = (typeof EMPLOYEE_COUNT_BANDS)[number]['id'];

export const EMPLOYEE_COVERAGE = [
  { id: 'employees', label: 'Employees only', factor: 1 },
  { id: 'family', label: 'Employees, spouse and children', factor: 2.4 },
  { id: 'family-parents', label: 'Employees, spouse, children and parents', factor: 4.1 },
] as const;
export type EmployeeCoverage = (typeof EMPLOYEE_COVERAGE)[number]['id'];

export const EMPLOYEE_PROFILE = { band: '21-50', coverage: 'employees' } as const;

/** Listed premium per employee per year before GST, for the profile. */
export const EMPLOYEE_PROFILE_PRICES: Record<string, number> = {
  'star-group-care': 4200,
  'hdfc-ergo-group': 5600,
  'icici-group-protect': 3900,
  'niva-bupa-group': 5100,
  'care-group-plus': 3100,
  'bajaj-group-guard': 4500,
  'tata-aig-group': 3700,
  'digit-group': 2900,
  'sbi-group-arogya': 3300,
  'aditya-birla-group': 5900,
  'reliance-group': 2700,
  'manipal-cigna-group': 4700,
  'future-generali-group': 3500,
  'royal-sundaram-group': 5300,
  'chola-group': 3000,
  'iffco-group': 3400,
};

/** The name and insurer of each plan, in the list's order (the plan directory's entries). */
export const EMPLOYEE_PLAN_DIRECTORY = {
  'employee-health': {
    'star-group-care': ['Star Group Health Care', 'Star Health'],
    'hdfc-ergo-group': ['HDFC ERGO Group Health Suraksha', 'HDFC ERGO'],
    'icici-group-protect': ['ICICI Lombard Group Protect', 'ICICI Lombard'],
    'niva-bupa-group': ['Niva Bupa Group Health', 'Niva Bupa'],
    'care-group-plus': ['Care Group Care 360', 'Care Health'],
    'bajaj-group-guard': ['Bajaj Allianz Group Health Guard', 'Bajaj Allianz'],
    'tata-aig-group': ['Tata AIG Group Medicare', 'Tata AIG'],
    'digit-group': ['Digit Group Health', 'Digit'],
    'sbi-group-arogya': ['SBI General Group Arogya', 'SBI General'],
    'aditya-birla-group': ['Aditya Birla Group Activ Health', 'Aditya Birla Health'],
    'reliance-group': ['Reliance Group Mediclaim', 'Reliance General'],
    'manipal-cigna-group': ['ManipalCigna Group ProHealth', 'ManipalCigna'],
    'future-generali-group': ['Future Generali Group Health Total', 'Future Generali'],
    'royal-sundaram-group': ['Royal Sundaram Group Lifeline', 'Royal Sundaram'],
    'chola-group': ['Chola MS Group Healthline', 'Cholamandalam MS'],
    'iffco-group': ['IFFCO Tokio Group Swasthya', 'IFFCO Tokio'],
  },
} satisfies PlanDirectory;
