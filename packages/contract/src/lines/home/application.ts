// How the application form sells this folder's plans (lines/line-folder.ts, LineApplication): zod-free and
// without the engine, so the form's first load carries it.
import type { LineApplication } from '../line-folder.ts';
import type { HOME_NAMES } from './names.ts';

export const HOME_APPLICATION = {
  home: {
    policyType: 'Home',
    leadFields: { fullName: 'name', phone: 'mobile' },
    shownAs: { amount: 'total', per: 'year' },
  },
} as const satisfies Readonly<Record<keyof typeof HOME_NAMES, LineApplication>>;
