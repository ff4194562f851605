// Employee group health table 'employee-2026-11'. Each plan's listed price is its premium per employee per
// year, before GST, for the profile it was written for: employees only, a team of 21 to 50. Group prices per
// life fall as the group grows (the risk is pooled) and rise with each family member covered; these loadings
// are our indication of how Indian group health quotes move, until the insurer quotes the census.

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
