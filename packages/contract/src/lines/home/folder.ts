// This folder's entry in the line catalogue (lines/catalogue.ts): its lines' names, plans and facts' English.
import type { LineFolder } from '../line-folder.ts';
import { HOME_NAMES } from './names.ts';
import { HOME_PLAN_DIRECTORY } from './home-rates.ts';
import { HOME_FACTS_IN_ENGLISH } from './home-price.ts';

export const HOME_FOLDER = {
  names: HOME_NAMES,
  plans: HOME_PLAN_DIRECTORY,
  facts: HOME_FACTS_IN_ENGLISH,
} as const satisfies LineFolder<'home'>;
