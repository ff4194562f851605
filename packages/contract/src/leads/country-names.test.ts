import { describe, expect, it } from 'vitest';
import { SCHENGEN_COUNTRIES } from '../lines/travel/travel-rates.ts';
import {
  COUNTRY_NAMES,
  countryInLanguage,
  countryNamed,
  searchCountries,
  TRAVEL_COUNTRIES,
  type CountryNames,
} from './country-names.ts';
import { travelLeadSchema } from './travel.ts';

/** Every name of every country: its own, its Hindi one and each other name, in English or Hindi. */
const EVERY_NAME = TRAVEL_COUNTRIES.flatMap((country) => {
  const names: CountryNames = COUNTRY_NAMES[country];
  return [country, names.hi, ...(names.aka ?? [])].map((name) => [name, country] as const);
});

describe('the names people use for countries', () => {
  it('holds about 110 countries, each with a Hindi name in Devanagari', () => {
    expect(TRAVEL_COUNTRIES.length).toBeGreaterThanOrEqual(105);
    for (const country of TRAVEL_COUNTRIES) expect(COUNTRY_NAMES[country].hi).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it('gives no name to two countries', () => {
    const folded = EVERY_NAME.map(([name]) =>
      name
        .normalize('NFD')
        .replace(/\u093C/g, '')
        .toLowerCase(),
    );
    expect(new Set(folded).size).toBe(folded.length);
  });

  it.each(EVERY_NAME)('resolves %j to %s, on the server and in the search', (name, country) => {
    expect(countryNamed(name)).toBe(country);
    expect(countryNamed(` ${name.toUpperCase()} `)).toBe(country);
    expect(searchCountries(name, [])).toContain(country);
  });

  it.each([
    ['Dubai', 'United Arab Emirates'],
    ['दुबई', 'United Arab Emirates'],
    ['UAE', 'United Arab Emirates'],
    ['America', 'United States'],
    ['USA', 'United States'],
    ['अमेरिका', 'United States'],
    ['UK', 'United Kingdom'],
    ['England', 'United Kingdom'],
    ['इंग्लैंड', 'United Kingdom'],
    ['ब्रिटेन', 'United Kingdom'],
  ])('puts the country people mean first for %j', (typed, country) => {
    expect(searchCountries(typed, [])[0]).toBe(country);
  });

  it('finds a Hindi name typed without its nukta, and while it is being typed', () => {
    expect(countryNamed('फ्रांस')).toBe('France');
    expect(countryNamed('कतर')).toBe('Qatar');
    expect(searchCountries('दुब', [])).toEqual(['United Arab Emirates']);
    expect(searchCountries('थाई', [])).toEqual(['Thailand']);
  });

  it('names nothing for a place not on the list, a group or an empty box', () => {
    expect(countryNamed('Atlantis')).toBe('');
    expect(countryNamed('Schengen')).toBe('');
    expect(countryNamed('')).toBe('');
    expect(searchCountries('Schengen', []).sort()).toEqual([...SCHENGEN_COUNTRIES].sort());
    expect(searchCountries('यूरोप', [])).toContain('Germany');
  });

  it('shows the Hindi name on Hindi pages and the list’s own name otherwise', () => {
    expect(countryInLanguage('United Arab Emirates', 'hi')).toBe('संयुक्त अरब अमीरात');
    expect(countryInLanguage('United Arab Emirates', 'en')).toBe('United Arab Emirates');
  });
});

describe('the travel form’s destinations', () => {
  const trip = {
    startDate: '2099-01-10',
    endDate: '2099-01-16',
    travellerAges: ['30'],
    hasPreExistingCondition: false,
    travellersWithCondition: [],
  };

  it('are kept as the list’s own names whatever name was sent', () => {
    const parsed = travelLeadSchema.parse({ ...trip, destinations: ['USA', 'दुबई', 'england'] });
    expect(parsed.destinations).toEqual(['United States', 'United Arab Emirates', 'United Kingdom']);
  });

  it('refuse a place not on the list, naming it', () => {
    const parsed = travelLeadSchema.safeParse({ ...trip, destinations: ['France', 'Atlantis'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['destinations', 1],
      message: '"Atlantis" is not a country we insure travel to; pick one from the list',
    });
  });
});
