// A select over plain text options (with a unit such as " years" after each) and a "Select" first option: the
// quote and application forms' shorthand for the one select, ChoiceSelect.
import { useWords } from '~/lib/words';
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
  /** The words shown for an option, when not the option itself. */
  labelOf?: (option: string) => string;
}

export function SelectField({ options, unit = '', labelOf = (o) => o, ...select }: SelectFieldProps) {
  const words = useWords('ui');
  return (
    <ChoiceSelect
      {...select}
      choices={choicesOf(options, (option) => `${labelOf(option)}${unit}`)}
      emptyLabel={words.select}
    />
  );
}
