// The one labelled select over value/label choices: the console's filters and forms, the questions plan lists
// ask beside their prices (the vehicle, the family, the team) and the travel booking's choices.
import { controlClass, Field } from './field';

export interface Choice {
  value: string;
  label: string;
}

export function choicesOf(
  values: readonly (string | number)[],
  label: (value: string) => string = (value) => value,
): Choice[] {
  return values.map((value) => ({ value: String(value), label: label(String(value)) }));
}

export function ChoiceSelect({
  label,
  value,
  onChange,
  choices,
  emptyLabel,
  error,
  required,
  className,
  id,
}: {
  label: string;
  /** The select's own id, for a caller that moves focus to it. */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  /** A first option meaning "not answered yet" or "no filter" (e.g. "All statuses"). */
  emptyLabel?: string;
  error?: string | null;
  required?: boolean;
  className?: string;
}) {
  return (
    <Field label={label} error={error} required={required} className={className} id={id}>
      {(control) => (
        <select
          {...control}
          className={controlClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
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
