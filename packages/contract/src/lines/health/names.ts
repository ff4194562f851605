// This folder's lines in words, as the tracker names a booking or a call-back request: alone in its module, so the
// lead lines (lines/line-names.ts) carry no plan or fact.

export const HEALTH_NAMES = {
  health: 'Health Insurance',
  'family-health': 'Family Health Insurance',
} as const satisfies Readonly<Record<'health' | 'family-health', string>>;
