// The city box of the lead forms: typing narrows the contract's city list; the typed text is the value.
import { employeeMessages, LEAD_CITY_LIST } from '@bimasetu/contract';
import { useWords } from '~/lib/words';
import { Field } from './field';
import { SearchCombobox } from './search-combobox';

export function LeadCityField({
  value,
  error,
  onChange,
  noMatchText = employeeMessages.noCity,
}: {
  value: string;
  error?: string;
  onChange: (city: string) => void;
  /** The spec's "No city found", in the page's language. */
  noMatchText?: string;
}) {
  const words = useWords('lists');
  const typed = value.trim().toLowerCase();
  const cities = LEAD_CITY_LIST.filter((city) => city.toLowerCase().includes(typed));
  return (
    <Field label={words.city} error={error} required>
      {(control) => (
        <SearchCombobox
          control={control}
          query={value}
          onQueryChange={onChange}
          suggestions={cities}
          onPick={onChange}
          noMatchText={noMatchText}
          placeholder={words.searchCity}
        />
      )}
    </Field>
  );
}
