// Which pages exist in Hindi, and how an address maps between the two languages. English keeps today's
// addresses; Hindi is the same address under /hi, for each customer page in pages.ts (unless it says otherwise).
import { hindiPaths } from '../pages';

/** The site's languages: English at the usual addresses, Hindi under /hi. */
export type Locale = 'en' | 'hi';

/** Paths (as in pages.ts, without the leading slash) whose screens are translated: pages.ts says which. */
export const HINDI_PATHS: readonly string[] = hindiPaths;

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
