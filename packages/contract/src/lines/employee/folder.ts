// This folder's entry in the line catalogue (lines/catalogue.ts): its lines' names, plans and facts' English.
import type { LineFolder } from '../line-folder.ts';
import { EMPLOYEE_NAMES } from './names.ts';
import { EMPLOYEE_PLAN_DIRECTORY } from './employee-rates.ts';
import { EMPLOYEE_FACTS_IN_ENGLISH } from './employee-price.ts';

export const EMPLOYEE_FOLDER = {
  names: EMPLOYEE_NAMES,
  plans: EMPLOYEE_PLAN_DIRECTORY,
  facts: EMPLOYEE_FACTS_IN_ENGLISH,
} as const satisfies LineFolder<'employee-health'>;
