// The one carrier of a home quote to its list: the form's answers, as typed, in the list's address. The buying
// button then remembers the very answers its card was priced with as the home lead (`rememberPricedHome`), which
// the application form prices by the server's own function, as it does every line's remembered lead.
import {
  HOME_BUILDING_BASES,
  HOME_OCCUPANCY,
  homeProblem,
  type HomeAnswers,
  type HomeBuildingBasis,
  type HomeOccupancy,
} from '@bimasetu/contract/lines/home';
import { rememberedQuote, rememberQuote } from '~/lib/quote-handover';

const PARAMS = {
  occupancy: 'occupancy',
  basis: 'basis',
  builtUpArea: 'area',
  costPerSqFt: 'cost',
  rebuildValue: 'rebuild',
  contentsValue: 'contents',
  valuablesValue: 'valuables',
  city: 'city',
} as const satisfies Record<keyof HomeAnswers, string>;

/** What the list prices before the form is filled in: an owner's ₹50 lakh rebuild value and ₹5 lakh of contents. */
export const ASSUMED_HOME: HomeAnswers = {
  occupancy: 'owner',
  basis: 'rebuild',
  rebuildValue: '5000000',
  contentsValue: '500000',
  valuablesValue: '',
  city: '',
};

/** The list's address for these answers (only the answers that apply to them). */
export function homeListSearch(answers: HomeAnswers): string {
  const params = new URLSearchParams();
  const put = (key: keyof HomeAnswers) => {
    const value = answers[key];
    if (value) params.set(PARAMS[key], value);
  };
  put('occupancy');
  if (answers.occupancy === 'owner') {
    put('basis');
    if (answers.basis === 'area') {
      put('builtUpArea');
      put('costPerSqFt');
    } else put('rebuildValue');
  }
  put('contentsValue');
  put('valuablesValue');
  put('city');
  return params.toString();
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The answers in the address, or the assumed home (`told: false`) when they are missing or not valid. */
export function readHomeAnswers(params: URLSearchParams): { answers: HomeAnswers; told: boolean } {
  const occupancy = oneOf<HomeOccupancy>(HOME_OCCUPANCY, params.get(PARAMS.occupancy));
  if (!occupancy) return { answers: ASSUMED_HOME, told: false };
  const text = (key: keyof HomeAnswers) => (params.get(PARAMS[key]) ?? '').slice(0, 20);
  const answers: HomeAnswers = {
    occupancy,
    basis: oneOf<HomeBuildingBasis>(HOME_BUILDING_BASES, params.get(PARAMS.basis)),
    builtUpArea: text('builtUpArea'),
    costPerSqFt: text('costPerSqFt'),
    rebuildValue: text('rebuildValue'),
    contentsValue: text('contentsValue'),
    valuablesValue: text('valuablesValue'),
    city: (params.get(PARAMS.city) ?? '').slice(0, 60),
  };
  // the city only says where the home is (no published rate depends on it): a list without one still prices
  const priced = { ...answers, city: answers.city || '-' };
  return homeProblem(priced) ? { answers: ASSUMED_HOME, told: false } : { answers, told: true };
}

/**
 * Before the application opens: the home lead the quote form remembered, with the answers the card was priced
 * with in place of its own (an address can differ from what was last typed), so the form's figure is the card's.
 * The city prices nothing: an assumed home keeps the city the form was told.
 */
export function rememberPricedHome(answers: HomeAnswers): void {
  const remembered = rememberedQuote('home');
  const city = answers.city || (typeof remembered?.city === 'string' ? remembered.city : '');
  rememberQuote('home', { ...remembered, ...answers, city });
}
