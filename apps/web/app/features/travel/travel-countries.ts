// The travel form's countries and their search live in the contract (`leads/country-names.ts`), beside the rule
// the server resolves destinations by, so the form offers exactly what the server accepts.
export { searchCountries, TRAVEL_COUNTRIES } from '@bimasetu/contract';
