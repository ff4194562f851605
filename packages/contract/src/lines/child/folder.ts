// This folder's entry in the line catalogue (lines/catalogue.ts): its lines' names, plans and facts' English.
import type { LineFolder } from '../line-folder.ts';
import { CHILD_NAMES } from './names.ts';
import { CHILD_PLAN_DIRECTORY } from './child-rates.ts';
import { CHILD_FACTS_IN_ENGLISH } from './child-price.ts';

export const CHILD_FOLDER = {
  names: CHILD_NAMES,
  plans: CHILD_PLAN_DIRECTORY,
  facts: CHILD_FACTS_IN_ENGLISH,
} as const satisfies LineFolder<'child-savings'>;
