// The city box of the lead forms: typing narrows the contract's city list; the typed text is the value. The list,
// with its Hindi and other names, loads when the box is first used, not with the page (~/lib/lazy-data).
import { employeeMessages } from '@bimasetu/contract';
import { useState } from 'react';
import { lazyData } from '~/lib/lazy-data';
import { useLocale, useWords } from '~/lib/words';
import { Field } from './field';
import { SearchCombobox } from './search-combobox';

const leadCities = lazyData(() => import('./lead-cities'));

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
  const [reached, setReached] = useState(false);
  const list = leadCities.useLoaded(reached || value !== '');
  const cities = list?.citiesMatching(list.LEAD_CITY_LIST, value);
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
          labelOf={(city) => list?.cityInLanguage(city, locale) ?? city}
          onFocus={() => setReached(true)}
        />
      )}
    </Field>
  );
}
