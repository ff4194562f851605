// A labelled select for the console's filters and forms.
import { controlClass, Field } from '~/ui/field';

export interface Choice {
  value: string;
  label: string;
}

export function choicesOf(values: readonly string[], label: (value: string) => string = (v) => v): Choice[] {
  return values.map((value) => ({ value, label: label(value) }));
}

export function SelectField({
  label,
  value,
  onChange,
  choices,
  emptyLabel,
  error,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: Choice[];
  /** The first option, meaning "no filter" (e.g. "All statuses"). */
  emptyLabel?: string;
  error?: string | null;
  className?: string;
}) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          className={controlClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
