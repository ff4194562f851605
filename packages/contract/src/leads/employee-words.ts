// The employee group health line's choices, limits and messages, without zod: the plan list and compare page import
// these and stay free of the form's schema (employee.ts re-exports them).

export const EMPLOYEE_INSURE_OPTIONS = ['Employees only', 'Employees and their families'] as const;
export const EMPLOYEE_BUYING_STATUSES = ['Buying for the first time', 'Renewing an existing policy'] as const;
export const EMPLOYEE_MAX_HEADCOUNT = 1_000_000;
export const EMPLOYEE_COMPARE_LIMIT = 3;
/** The compare bar appears once this many plans are selected. */
export const EMPLOYEE_COMPARE_BAR_AT = 2;
export const EMPLOYEE_CLAIM_RATIO_THRESHOLDS = [95, 97] as const;

export const employeeMessages = {
  mobile: 'Enter a valid 10-digit mobile number',
  insureOption: 'Please select whom you want to insure',
  totalEmployees: 'Enter a valid number of employees',
  isFirstTime: 'Please select your insurance buying status',
  companyName: 'Enter your company name',
  city: 'Select a valid city from the list',
  noCity: 'No city found',
  compareLimit: 'You can only compare up to 3 plans.',
  compareEmpty: 'No plans selected for comparison.',
} as const;
