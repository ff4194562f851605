import { insuranceApplication } from '@bimasetu/contract';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';
import type { WordBook } from '~/lib/words';
import { fieldErrorLabel } from './field-label';

/**
 * The contract's rules ("is required", "must be exactly 10 digits") read as sentences about each field, in the
 * page's language; the describe step of the form's useSchemaForm.
 */
export function describeApplicationErrors(
  raw: FieldErrors,
  words: WordBook['application'],
  policyType = '',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(raw)) {
    errors[field] =
      field === 'policyType'
        ? words.choosePolicyType
        : words.fieldError(fieldErrorLabel(words, field, policyType), rule ?? '');
  }
  return errors;
}

/** The messages for a whole body at once (what the form shows after a refused submit). */
export function applicationErrors(
  body: Record<string, unknown>,
  words: WordBook['application'],
): FieldErrors {
  return describeApplicationErrors(
    fieldErrors(insuranceApplication.safeParse(body)),
    words,
    typeof body.policyType === 'string' ? body.policyType : '',
  );
}
