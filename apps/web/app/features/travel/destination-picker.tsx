// Destination tags: search the countries, pick as many as the trip covers, remove a tag with its X.
import { travelMessages } from '@bimasetu/contract';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useLocale, useWords } from '~/lib/words';
import { Field } from '~/ui/field';
import { SearchCombobox } from '~/ui/search-combobox';
import { travelCountries } from './travel-countries';

export interface DestinationPickerProps {
  value: string[];
  onChange: (destinations: string[]) => void;
  error?: string;
}

export function DestinationPicker({ value, onChange, error }: DestinationPickerProps) {
  const [query, setQuery] = useState('');
  const [reached, setReached] = useState(false);
  const w = useWords('travelForm');
  const locale = useLocale();
  // the country list comes once the box is used (or a kept trip shows its countries); English tags need none of it
  const countries = travelCountries.useLoaded(reached || query !== '' || value.length > 0);
  const nameOf = (country: string) => countries?.countryInLanguage(country, locale) ?? country;
  return (
    <Field label={w.where} error={error} required hint={w.whereHint}>
      {(control) => (
        <div className="flex flex-col gap-2">
          {value.length > 0 && (countries || locale === 'en') ? (
            <ul aria-label={w.chosen} className="flex flex-wrap gap-2">
              {value.map((country) => (
                <li
                  key={country}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
                >
                  {nameOf(country)}
                  <button
                    type="button"
                    className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                    aria-label={w.remove(nameOf(country))}
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
            suggestions={countries?.searchCountries(query, value)}
            labelOf={nameOf}
            onFocus={() => setReached(true)}
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
