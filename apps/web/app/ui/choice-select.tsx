// A labelled select over value/label choices, for the questions plan lists ask beside their prices (the
// vehicle, the family, the team). features/admin/select-field.tsx is the same idea for the console; it
// could import this one once the lanes are merged.
import { controlClass, Field } from './field';

export interface Choice {
  value: string;
  label: string;
}

export function choicesOf(values: readonly (string | number)[]): Choice[] {
  return values.map((value) => ({ value: String(value), label: String(value) }));
}

export function ChoiceSelect({
  label,
  value,
  onChange,
  choices,
  emptyLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  /** A first option meaning "not answered yet". */
  emptyLabel?: string;
}) {
  return (
    <Field label={label}>
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
