// How the application form sells this folder's plans (lines/line-folder.ts, LineApplication): zod-free and
// without the engine, so the form's first load carries it.
import type { LineApplication } from '../line-folder.ts';
import type { MOTOR_NAMES } from './names.ts';

const MOTOR: LineApplication = {
  policyType: 'Motor Insurance',
  leadFields: { phone: 'mobileNumber' },
  shownAs: { amount: 'basePremium', per: 'year', detail: { kind: 'withGst', figure: 'total' } },
};

export const MOTOR_APPLICATION = {
  car: MOTOR,
  'two-wheeler': MOTOR,
} as const satisfies Readonly<Record<keyof typeof MOTOR_NAMES, LineApplication>>;
