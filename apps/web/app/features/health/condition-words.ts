// The medical conditions a health form declares, as the form offers them and the list's waiting-period note names
// them: the contract's own words (health-form-words.ts, health-words.ts). Hindi: condition-words.hi.ts.
import { MEDICAL_CONDITIONS, type MedicalCondition } from '@bimasetu/contract';

export const conditionWords = Object.fromEntries(MEDICAL_CONDITIONS.map((c) => [c, c as string])) as Record<
  MedicalCondition,
  string
>;
