// This folder's entry in the line catalogue (lines/catalogue.ts): its lines' names, plans and facts' English.
import type { MotorKind } from './motor-rates.ts';
import type { LineFolder } from '../line-folder.ts';
import { MOTOR_NAMES } from './names.ts';
import { MOTOR_PLAN_DIRECTORY } from './motor-rates.ts';
import { MOTOR_FACTS_IN_ENGLISH } from './motor-facts.ts';

export const MOTOR_FOLDER = {
  names: MOTOR_NAMES,
  plans: MOTOR_PLAN_DIRECTORY,
  facts: MOTOR_FACTS_IN_ENGLISH,
} as const satisfies LineFolder<MotorKind>;
