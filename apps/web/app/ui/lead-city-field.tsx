// The city box of the lead forms: typing narrows the contract's city list; the typed text is the value.
import { citiesMatching, cityInLanguage, employeeMessages, LEAD_CITY_LIST } from '@bimasetu/contract';
import { useLocale, useWords } from '~/lib/words';
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
  const locale = useLocale();
  const cities = citiesMatching(LEAD_CITY_LIST, value);
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
          labelOf={(city) => cityInLanguage(city, locale)}
        />
      )}
    </Field>
  );
}
