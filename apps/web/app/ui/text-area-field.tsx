// A labelled multi-line box with its hint and error, the textarea sibling of TextField.
import type { TextareaHTMLAttributes } from 'react';
import { controlClass, Field } from './field';

export function TextAreaField({
  label,
  error,
  hint,
  required,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
  label: string;
  error?: string | null;
  hint?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => <textarea {...textarea} {...control} className={controlClass} />}
    </Field>
  );
}
