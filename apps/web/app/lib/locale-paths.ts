// Which pages exist in Hindi, and how an address maps between the two languages. English keeps today's
// addresses; Hindi is the same address under /hi. pages.ts registers a Hindi route for each path listed here.
/** The site's languages: English at the usual addresses, Hindi under /hi. */
export type Locale = 'en' | 'hi';

/** Paths (as in pages.ts, without the leading slash) whose screens are translated. */
export const HINDI_PATHS: readonly string[] = [
  '',
  'faq',
  'InsuranceCards',
  'mutualfundCards',
  'term-insurance',
  'nri-term-insurance',
  'women-term-insurance',
  'child-savings',
  'employee-health-insurance',
  'employee-insurance-plan',
  'health-insurance',
  'family-health-insurance',
  'car-insurance',
  'twowheeler-insurance',
  'travel-insurance',
  'travel-insurance-booking',
  'contactus',
  'about-us',
  'term-insurance-plans',
  'nri-term-insurance-plans',
  'women-term-insurance-plans',
  'car-insurance-plan',
  'twowheeler-insurance-plan',
  'two-wheeler-insurance-plan',
  'travel-insurance-plan',
  'dashboard',
  'login',
  'signup',
  'knowmyrequest',
  'messages',
  'Profile',
  'my-data',
  'my-policies',
  'my-policies/renewal',
  'my-claims',
  'emicalculator',
  'privacy',
  'terms',
  'grievance',
  'health-insurance-plan',
  'family-health-insurance-plan',
  'child-savings-plan',
  'employee-ins-plan-compare-box',
  'home-insurance',
  'home-insurance-plan',
];

const hindiSet = new Set(HINDI_PATHS.map((p) => `/${p}`.toLowerCase()));

export const HINDI_PREFIX = '/hi';

export function localeOfPath(pathname: string): Locale {
  return /^\/hi(\/|$)/i.test(pathname) ? 'hi' : 'en';
}

/** The address without its language prefix: /hi/faq -> /faq, /hi -> /. */
export function basePath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(HINDI_PREFIX.length);
  return rest === '' ? '/' : rest;
}

function normalise(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

export function hasHindi(pathname: string): boolean {
  return hindiSet.has(normalise(basePath(pathname)));
}

/** The same screen's address in `locale`, or undefined when that screen is not translated yet. */
export function pathIn(locale: Locale, pathname: string): string | undefined {
  const base = basePath(pathname);
  if (locale === 'en') return base;
  if (!hasHindi(base)) return undefined;
  return base === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${base}`;
}

/** A link inside the site, in the page's language when that page is translated (else the English page). */
export function localHref(locale: Locale, to: string): string {
  if (locale === 'en') return to;
  const [path = '', rest = ''] = to.split(/(?=[?#])/, 2);
  return (pathIn('hi', path) ?? path) + rest;
}
