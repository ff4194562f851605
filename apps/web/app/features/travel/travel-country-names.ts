// What the destination box loads on demand (travel-countries.ts).
export { countryInLanguage, searchCountries, TRAVEL_COUNTRIES } from '@bimasetu/contract';
