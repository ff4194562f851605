// Destination tags: search the countries, pick as many as the trip covers, remove a tag with its X.
import { countryInLanguage, travelMessages } from '@bimasetu/contract';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useLocale, useWords } from '~/lib/words';
import { Field } from '~/ui/field';
import { SearchCombobox } from '~/ui/search-combobox';
import { searchCountries } from './travel-countries';

export interface DestinationPickerProps {
  value: string[];
  onChange: (destinations: string[]) => void;
  error?: string;
}

export function DestinationPicker({ value, onChange, error }: DestinationPickerProps) {
  const [query, setQuery] = useState('');
  const w = useWords('travelForm');
  const locale = useLocale();
  return (
    <Field label={w.where} error={error} required hint={w.whereHint}>
      {(control) => (
        <div className="flex flex-col gap-2">
          {value.length > 0 ? (
            <ul aria-label={w.chosen} className="flex flex-wrap gap-2">
              {value.map((country) => (
                <li
                  key={country}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
                >
                  {countryInLanguage(country, locale)}
                  <button
                    type="button"
                    className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                    aria-label={w.remove(countryInLanguage(country, locale))}
                    onClick={() => onChange(value.filter((c) => c !== country))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <SearchCombobox
            control={control}
            query={query}
            onQueryChange={setQuery}
            suggestions={searchCountries(query, value)}
            labelOf={(country) => countryInLanguage(country, locale)}
            onPick={(country) => {
              onChange([...value, country]);
              setQuery('');
            }}
            noMatchText={w.messages[travelMessages.noCountry]}
            placeholder={w.countryPlaceholder}
          />
        </div>
      )}
    </Field>
  );
}
