// This folder's lines in words, as the tracker names a booking or a call-back request: alone in its module, so the
// lead lines (lines/line-names.ts) carry no plan or fact.
import type { MotorKind } from './motor-rates.ts';

export const MOTOR_NAMES = {
  car: 'Car Insurance',
  'two-wheeler': 'Two-wheeler Insurance',
} as const satisfies Readonly<Record<MotorKind, string>>;
