// Every line folder's entry (its `folder.ts`: its lines' names, plans and facts' English), listed once: the plan
// directory (rating/plan-directory.ts) and the facts' English (rating/facts.ts) are derived from it, so neither names
// a line. The lines themselves are named in lines/line-names.ts (kept apart so a page listing the lines carries no
// plan or fact); a folder in one list and not the other fails typecheck here. Adding a line: docs/architecture.md,
// "Adding a line of insurance".
import type { PlanTable } from '../rating/plan-directory.ts';
import { CHILD_FOLDER } from './child/folder.ts';
import { EMPLOYEE_FOLDER } from './employee/folder.ts';
import { HEALTH_FOLDER } from './health/folder.ts';
import { HOME_FOLDER } from './home/folder.ts';
import { MOTOR_FOLDER } from './motor/folder.ts';
import { TERM_FOLDER } from './term/folder.ts';
import { TRAVEL_FOLDER } from './travel/folder.ts';
import type { LinesOf, NamedLine } from './line-names.ts';

/** Each folder's entry, in the lines' order. */
export const LINE_FOLDERS = [
  TERM_FOLDER,
  HEALTH_FOLDER,
  MOTOR_FOLDER,
  TRAVEL_FOLDER,
  CHILD_FOLDER,
  EMPLOYEE_FOLDER,
  HOME_FOLDER,
] as const;

type Folder = (typeof LINE_FOLDERS)[number];

/** The lines the folders name: each line of line-names.ts, no more and no fewer. */
export type CatalogueLine = NamedLine;

// A folder named in one list and not the other fails typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const bothLists: Same<NamedLine, LinesOf<Folder['names']>> = true;
void bothLists;

/** One folder's facts' English: each table's type, for the facts they say (rating/facts.ts). */
export type FolderFacts = Folder['facts'];

// Each part merged into one table keyed by line. A folder's entry names each of its lines in every part
// (LineFolder), so the merged tables have every line. Functions, read on first use by their modules: a line's
// engine may import lines/line.ts, which imports the plan directory, while this module is still loading its folders.

/** Every line's plans, by line. */
export function linePlans(): Readonly<Record<CatalogueLine, PlanTable>> {
  return Object.assign({}, ...LINE_FOLDERS.map((folder) => folder.plans));
}

/** Every fact's English of every folder, by code. */
export function folderFacts(): Readonly<Record<string, (fact: never) => string>> {
  return Object.assign({}, ...LINE_FOLDERS.map((folder) => folder.facts));
}
