// This folder's entry in the line catalogue (lines/catalogue.ts): its lines' names, plans and facts' English.
import type { LineFolder } from '../line-folder.ts';
import { TRAVEL_NAMES } from './names.ts';
import { TRAVEL_PLAN_DIRECTORY } from './travel-rates.ts';
import { TRAVEL_FACTS_IN_ENGLISH } from './travel-price.ts';

export const TRAVEL_FOLDER = {
  names: TRAVEL_NAMES,
  plans: TRAVEL_PLAN_DIRECTORY,
  facts: TRAVEL_FACTS_IN_ENGLISH,
} as const satisfies LineFolder<'travel' | 'travel-booking'>;
