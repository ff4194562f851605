// The travel form's countries and their search live in the contract (`leads/country-names.ts`), beside the rule
// the server resolves destinations by, so the form offers exactly what the server accepts. The list, with every
// country's Hindi and everyday names, loads when the visitor first reaches for the destination box, not with the
// page (~lib/lazy-data).
import { lazyData } from '~/lib/lazy-data';

export const travelCountries = lazyData(() => import('./travel-country-names'));
