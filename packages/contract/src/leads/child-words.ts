// The child savings line's choices and messages, without zod: the plan list imports these and stays free of the
// form's schema (child.ts re-exports them).

export const CHILD_INCOME_RANGES = [
  'Below ₹3 Lakhs',
  '₹3 - ₹5 Lakhs',
  '₹5 - ₹10 Lakhs',
  '₹10 - ₹20 Lakhs',
  'Above ₹20 Lakhs',
] as const;
export const PARENT_AGE_MIN = 18;
export const PARENT_AGE_MAX = 65;
export const CHILD_AGE_MAX = 17;
export const CHILD_FEATURE_CHIPS = ['Triple Benefit', 'Instant Tax Receipt', 'Inbuilt Life Cover'] as const;

export const childMessages = {
  required: 'This field is required.',
  /** The original had no format checks; a stored lead needs a reachable number (docs/spec-deviations.md). */
  mobile: 'Enter a valid 10-digit mobile number.',
  email: 'Enter a valid email address.',
} as const;
