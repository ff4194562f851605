// How the application form sells this folder's plans (lines/line-folder.ts, LineApplication): zod-free and
// without the engine, so the form's first load carries it.
import type { LineApplication } from '../line-folder.ts';
import type { EMPLOYEE_NAMES } from './names.ts';

export const EMPLOYEE_APPLICATION = {
  'employee-health': {
    policyType: 'Health',
    leadFields: { phone: 'mobile', employer: 'companyName' },
    shownAs: { amount: 'basePremium', per: 'employee', detail: { kind: 'withGst', figure: 'total' } },
  },
} as const satisfies Readonly<Record<keyof typeof EMPLOYEE_NAMES, LineApplication>>;
