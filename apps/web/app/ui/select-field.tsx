// A labelled select over plain text options with its error, for form questions answered from a fixed list.
import { controlClass, Field } from './field';

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** Shown after each option, such as " years". */
  unit?: string;
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  error,
  required,
  unit = '',
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} required={required}>
      {(control) => (
        <select
          {...control}
          className={controlClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">Select</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
              {unit}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
