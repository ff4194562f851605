// The city box of the lead forms: typing narrows the contract's city list; the typed text is the value.
import { employeeMessages, LEAD_CITY_LIST } from '@bimasetu/contract';
import { Field } from './field';
import { SearchCombobox } from './search-combobox';

export function LeadCityField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (city: string) => void;
}) {
  const typed = value.trim().toLowerCase();
  const cities = LEAD_CITY_LIST.filter((city) => city.toLowerCase().includes(typed));
  return (
    <Field label="City" error={error} required>
      {(control) => (
        <SearchCombobox
          control={control}
          query={value}
          onQueryChange={onChange}
          suggestions={cities}
          onPick={onChange}
          noMatchText={employeeMessages.noCity}
          placeholder="Search your city"
        />
      )}
    </Field>
  );
}
