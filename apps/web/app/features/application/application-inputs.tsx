// Inputs of the application form, each tied to one field of the values, its label and its error.
import { AMOUNT_MAX_DIGITS } from '@bimasetu/contract';
import { groupIndian } from '~/lib/format';
import { useWords } from '~/lib/words';
import { CountedTextArea } from '~/ui/counted-text-area';
import { Field, TextField, type TextFieldProps } from '~/ui/field';
import { SelectField } from '~/ui/select-field';
import { rupeesIn, type ApplicationValues } from './application-values';

export interface BoundProps {
  values: ApplicationValues;
  errors: Record<string, string>;
  set: (field: keyof ApplicationValues, value: string) => void;
}

interface InputProps extends BoundProps {
  field: keyof ApplicationValues;
  label: string;
  required?: boolean;
}

export function BoundText({
  field,
  label,
  values,
  errors,
  set,
  required,
  clean = (v) => v,
  ...input
}: InputProps & { clean?: (value: string) => string } & Omit<
    TextFieldProps,
    'label' | 'value' | 'onChange'
  >) {
  return (
    <TextField
      {...input}
      id={`field-${field}`}
      label={label}
      required={required}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => set(field, clean(e.target.value))}
    />
  );
}

/** Room for an amount typed with its grouping, currency and unit ("Rs. 1,00,00,00,000/-", "12.5 lakh rupees"). */
const RUPEES_TYPED_MAX = 40;

/**
 * A rupee field (sum assured, income): takes the amount as people type it ("12 lakh", "₹12,00,000", "1.2 crore"),
 * reads it back under the field ("That is ₹12,00,000 (12 lakh)") so a wrong reading is seen before sending, and
 * shows it grouped the Indian way once the customer moves on. What cannot be read stays as typed; the submit says
 * how to type it.
 */
export function BoundRupees({ field, label, values, errors, set, required }: InputProps) {
  const words = useWords('application');
  const typed = values[field];
  const rupees = rupeesIn(typed);
  const fits = rupees !== null && String(rupees).length <= AMOUNT_MAX_DIGITS;
  return (
    <TextField
      id={`field-${field}`}
      label={label}
      required={required}
      inputMode="numeric"
      autoComplete="off"
      maxLength={RUPEES_TYPED_MAX}
      value={typed}
      error={errors[field]}
      hint={
        fits ? <span data-testid={`amount-echo-${field}`}>{words.amountEcho(rupees)}</span> : words.amountHint
      }
      onChange={(e) => set(field, e.target.value)}
      onBlur={() => {
        const grouped = fits ? groupIndian(rupees) : typed;
        if (grouped !== typed) set(field, grouped);
      }}
    />
  );
}

export function BoundSelect({
  field,
  values,
  errors,
  set,
  ...select
}: InputProps & { options: readonly string[]; labelOf?: (option: string) => string }) {
  return (
    <SelectField
      {...select}
      id={`field-${field}`}
      value={values[field]}
      error={errors[field]}
      onChange={(value) => set(field, value)}
    />
  );
}

export function BoundTextArea({ field, label, values, errors, set, max }: InputProps & { max: number }) {
  return (
    <Field label={label} error={errors[field]} id={`field-${field}`}>
      {(control) => (
        <CountedTextArea
          control={control}
          rows={3}
          max={max}
          value={values[field]}
          onChange={(value) => set(field, value)}
        />
      )}
    </Field>
  );
}

export function Section({
  title,
  progress,
  children,
}: {
  title: string;
  /** "Section 2 of 4". */
  progress?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      {progress ? <p className="text-xs font-semibold text-brand-800 uppercase">{progress}</p> : null}
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
