// This folder's lines in words, as the tracker names a booking or a call-back request: alone in its module, so the
// lead lines (lines/line-names.ts) carry no plan or fact.

export const EMPLOYEE_NAMES = { 'employee-health': 'Employee Group Health' } as const satisfies Readonly<
  Record<'employee-health', string>
>;
