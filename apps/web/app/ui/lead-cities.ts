// What the lead forms' city box loads when the visitor first reaches for it (lead-city-field.tsx): the city list
// with every city's Hindi and other names, which the search matches.
export { citiesMatching, cityInLanguage, LEAD_CITY_LIST } from '@bimasetu/contract';
