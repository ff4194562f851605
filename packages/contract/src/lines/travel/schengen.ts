// A fact about the destinations, not a rate: kept apart from the rate table so the travel form, which reads it to
// understand "Schengen" typed as a destination, does not load the table (bench:bundle).
/** The Schengen members among our destinations: 28 of the 29 states (Bulgaria and Romania fully members since
 * 01/01/2025); Liechtenstein, the 29th, is not a destination we list (`COUNTRY_NAMES`, leads/country-names.ts), and
 * goes here the day it is. travel-price.test.ts checks this list is exactly the members among our destinations. */
export const SCHENGEN_COUNTRIES = [
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Czech Republic',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Iceland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Norway',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
  'Switzerland',
];
