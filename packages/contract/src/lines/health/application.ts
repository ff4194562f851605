// How the application form sells this folder's plans (lines/line-folder.ts, LineApplication): zod-free and
// without the engine, so the form's first load carries it.
import type { LineApplication } from '../line-folder.ts';
import type { HEALTH_NAMES } from './names.ts';

const HEALTH: LineApplication = {
  policyType: 'Health',
  leadFields: { fullName: 'name', gender: 'gender', phone: 'phone' },
  shownAs: { amount: 'perMonth', per: 'month', detail: { kind: 'perYearOfPolicy', figure: 'perYear' } },
};

export const HEALTH_APPLICATION = {
  health: HEALTH,
  'family-health': HEALTH,
} as const satisfies Readonly<Record<keyof typeof HEALTH_NAMES, LineApplication>>;
