// How the application form sells this folder's plans (lines/line-folder.ts, LineApplication): zod-free and
// without the engine, so the form's first load carries it.
import type { LineApplication } from '../line-folder.ts';
import type { CHILD_NAMES } from './names.ts';

export const CHILD_APPLICATION = {
  'child-savings': {
    policyType: 'Life',
    leadFields: { fullName: 'name', phone: 'mobile', email: 'email' },
    shownAs: { amount: 'yearlySaving', per: 'year', detail: { kind: 'childSaving', figure: 'lifeCover' } },
  },
} as const satisfies Readonly<Record<keyof typeof CHILD_NAMES, LineApplication>>;
