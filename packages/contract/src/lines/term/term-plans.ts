// Each term list's plans by the id its quotes carry ("term-1", "nri-term-1", "women-term-1"): the plan directory's
// entries, from the one catalogue. Apart from term-catalogue.ts, so a list page carrying the catalogue never builds it.
import type { PlanDirectory, PlanTable } from '../../rating/plan-directory.ts';
import { TERM_CATALOGUE } from './term-catalogue.ts';
import type { TermLine } from './term-rates.ts';

const plansOf = (line: TermLine): PlanTable =>
  Object.fromEntries(TERM_CATALOGUE.map((p) => [`${line}-${p.id}`, [p.name, p.insurer] as const]));

export const TERM_PLAN_DIRECTORY = {
  term: plansOf('term'),
  'nri-term': plansOf('nri-term'),
  'women-term': plansOf('women-term'),
} satisfies PlanDirectory;
