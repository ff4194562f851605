// This folder's entry in the line catalogue (lines/catalogue.ts): its lines' names, plans and facts' English.
import type { TermLine } from './term-rates.ts';
import type { LineFolder } from '../line-folder.ts';
import { TERM_NAMES } from './names.ts';
import { TERM_PLAN_DIRECTORY } from './term-plans.ts';
import { TERM_FACTS_IN_ENGLISH } from './term-words.ts';

export const TERM_FOLDER = {
  names: TERM_NAMES,
  plans: TERM_PLAN_DIRECTORY,
  facts: TERM_FACTS_IN_ENGLISH,
} as const satisfies LineFolder<TermLine>;
