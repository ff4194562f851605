import { describe, expect, it } from 'vitest';
import { HEALTH_CITIES, LEAD_CITY_LIST } from './cities.ts';
import { CITY_NAMES, cityInLanguage, citiesMatching, cityNamedIn } from './city-names.ts';

describe('the names people use for our cities', () => {
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
