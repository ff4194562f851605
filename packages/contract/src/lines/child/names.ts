// This folder's lines in words, as the tracker names a booking or a call-back request: alone in its module, so the
// lead lines (lines/line-names.ts) carry no plan or fact.

export const CHILD_NAMES = { 'child-savings': 'Child Savings Plan' } as const satisfies Readonly<
  Record<'child-savings', string>
>;
