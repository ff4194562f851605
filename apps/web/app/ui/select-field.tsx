// A select over plain text options (with a unit such as " years" after each) and a "Select" first option: the
// quote and application forms' shorthand for the one select, ChoiceSelect.
import { ChoiceSelect, choicesOf } from './choice-select';

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** Shown after each option, such as " years". */
  unit?: string;
  id?: string;
}

export function SelectField({ options, unit = '', ...select }: SelectFieldProps) {
  return (
    <ChoiceSelect
      {...select}
      choices={choicesOf(options, (option) => `${option}${unit}`)}
      emptyLabel="Select"
    />
  );
}
