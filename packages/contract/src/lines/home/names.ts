// This folder's lines in words, as the tracker names a booking or a call-back request: alone in its module, so the
// lead lines (lines/line-names.ts) carry no plan or fact.

export const HOME_NAMES = { home: 'Home Insurance' } as const satisfies Readonly<Record<'home', string>>;
