// This folder's entry in the line catalogue (lines/catalogue.ts): its lines' names, plans and facts' English.
import type { LineFolder } from '../line-folder.ts';
import { HEALTH_NAMES } from './names.ts';
import { HEALTH_PLAN_DIRECTORY } from './health-rates.ts';
import { HEALTH_FACTS_IN_ENGLISH } from './health-price.ts';

export const HEALTH_FOLDER = {
  names: HEALTH_NAMES,
  plans: HEALTH_PLAN_DIRECTORY,
  facts: HEALTH_FACTS_IN_ENGLISH,
} as const satisfies LineFolder<'health' | 'family-health'>;
