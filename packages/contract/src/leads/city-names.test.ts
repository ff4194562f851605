import { describe, expect, it } from 'vitest';
import { HEALTH_CITIES, LEAD_CITY_LIST } from './cities.ts';
import { CITY_NAMES, cityInLanguage, citiesMatching, cityNamedIn, type CityNames } from './city-names.ts';

/** Every city any form offers. */
const EVERY_CITY = [...new Set<string>([...LEAD_CITY_LIST, ...HEALTH_CITIES])];

/** Every name of every city in the table: its own, its Hindi one and each other name, in English or Hindi. */
const EVERY_NAME = Object.entries(CITY_NAMES).flatMap(([city, names]: [string, CityNames]) =>
  [city, names.hi, ...(names.aka ?? [])].map((name) => [name, city] as const),
);

describe('the names people use for our cities', () => {
  it('names only cities some form offers, and each name one city only', () => {
    expect(Object.keys(CITY_NAMES).sort()).toEqual([...EVERY_CITY].sort());
    const folded = EVERY_NAME.map(([name]) => name.trim().toLowerCase());
    expect(new Set(folded).size).toBe(folded.length);
  });

  it.each(EVERY_NAME)('resolves %j to %s, typed in any case and spacing, and suggests it', (name, city) => {
    expect(cityNamedIn(EVERY_CITY, name)).toBe(city);
    expect(cityNamedIn(EVERY_CITY, ` ${name.toUpperCase()} `)).toBe(city);
    expect(cityNamedIn(EVERY_CITY, name.toLowerCase())).toBe(city);
    expect(citiesMatching(EVERY_CITY, name)).toContain(city);
    const list = (LEAD_CITY_LIST as readonly string[]).includes(city) ? LEAD_CITY_LIST : HEALTH_CITIES;
    expect(cityNamedIn(list, name)).toBe(city);
  });

  it.each([
    ['Bombay', 'Mumbai'],
    ['bombay', 'Mumbai'],
    ['Bangalore', 'Bengaluru'],
    ['Gurgaon', 'Gurugram'],
    ['Vizag', 'Visakhapatnam'],
    ['Madras', 'Chennai'],
    ['Calcutta', 'Kolkata'],
    ['Poona', 'Pune'],
    ['Baroda', 'Vadodara'],
    ['Allahabad', 'Prayagraj'],
    ['Trivandrum', 'Thiruvananthapuram'],
    ['Cochin', 'Kochi'],
    ['Mysore', 'Mysuru'],
    ['New Delhi', 'Delhi'],
    ['Banaras', 'Varanasi'],
    ['Amdavad', 'Ahmedabad'],
    ['Kovai', 'Coimbatore'],
    ['लखनऊ', 'Lucknow'],
    ['मुंबई', 'Mumbai'],
    ['बंबई', 'Mumbai'],
    ['दिल्ली', 'Delhi'],
    ['बेंगलुरु', 'Bengaluru'],
    ['गुड़गांव', 'Gurugram'],
    ['  Lucknow ', 'Lucknow'],
  ])('%j names %s', (typed, city) => {
    expect(cityNamedIn(LEAD_CITY_LIST, typed)).toBe(city);
  });

  it('names nothing for a place not on the list or an empty box', () => {
    expect(cityNamedIn(LEAD_CITY_LIST, 'Atlantis')).toBe('');
    expect(cityNamedIn(LEAD_CITY_LIST, '')).toBe('');
    expect(cityNamedIn(HEALTH_CITIES, 'Vizag')).toBe('');
  });

  it('finds a Hindi name typed without its nukta', () => {
    const faridabad = 'फरीदाबाद'; // फ़रीदाबाद as most keyboards type it
    expect(EVERY_CITY).toContain('Faridabad');
    expect(cityNamedIn(EVERY_CITY, faridabad)).toBe('Faridabad');
    expect(citiesMatching(EVERY_CITY, 'फरी')).toContain('Faridabad');
  });

  it('suggests a city while its Hindi or old name is being typed', () => {
    expect(citiesMatching(HEALTH_CITIES, 'लख')).toEqual(['Lucknow']);
    expect(citiesMatching(HEALTH_CITIES, 'Bomb')).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(citiesMatching(LEAD_CITY_LIST, 'viz')).toEqual(['Visakhapatnam']);
    expect(citiesMatching(LEAD_CITY_LIST, 'mumbai')).toEqual(['Mumbai', 'Navi Mumbai']);
  });

  it('puts cities whose name starts with the text first', () => {
    const found = citiesMatching(LEAD_CITY_LIST, 'pu');
    expect(found[0]).toBe('Pune');
    expect(found).toContain('Nagpur');
  });

  it('has a Hindi name, in Devanagari, for every city of every list', () => {
    for (const city of new Set([...LEAD_CITY_LIST, ...HEALTH_CITIES])) {
      expect(CITY_NAMES[city]?.hi, city).toMatch(/^[\u0900-\u097F ]+$/);
    }
  });

  it('shows the Hindi name on Hindi pages only', () => {
    expect(cityInLanguage('Lucknow', 'hi')).toBe('लखनऊ');
    expect(cityInLanguage('Lucknow', 'en')).toBe('Lucknow');
  });
});
