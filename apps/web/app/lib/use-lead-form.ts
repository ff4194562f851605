// The state of a quote form whose fields are all text: values, one message per field (cleared as the field is
// edited), the consent choice, and a submit that checks the schema, focuses the first problem, keeps the lead
// (only with consent, never waited for) and moves on to the plan list.
import type { LeadLine } from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { fieldErrors, focusFirstInvalid, withoutError, type FieldErrors } from './form-errors';
import { DEFAULT_CONSENT, submitLead, type ConsentValue } from './leads';

export function useLeadForm<Values extends Record<string, string>>({
  schema,
  empty,
  line,
  next,
}: {
  schema: z.ZodType<object, Values>;
  empty: Values;
  line: LeadLine;
  /** The plan list the form leads to. */
  next: string;
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [consent, setConsent] = useState<ConsentValue>(DEFAULT_CONSENT);

  const set = (field: keyof Values & string, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => withoutError(e, field));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = schema.safeParse(values);
    setErrors(fieldErrors(result));
    if (!result.success) return focusFirstInvalid();
    void submitLead({ line, ...consent, details: result.data });
    navigate(next);
  };

  return { values, errors, consent, setConsent, set, onSubmit };
}
