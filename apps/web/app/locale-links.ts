// The language of a page and its <head> links: hreflang alternates between the English and Hindi addresses of
// a translated screen, the Hindi page's canonical URL, and the Devanagari font's preload on Hindi pages.
import { basePath, hasHindi, localeOfPath, pathIn } from '~/lib/locale-paths';
import type { Locale } from '~/lib/words';

export const DEVANAGARI_FONTS = [
  '/fonts/noto-sans-devanagari-400.woff2',
  '/fonts/noto-sans-devanagari-700.woff2',
];

const origin = ((import.meta.env.VITE_SITE_URL as string | undefined) || 'https://www.bimasetu.in').replace(
  /\/+$/,
  '',
);

export const htmlLang = (locale: Locale) => (locale === 'hi' ? 'hi' : 'en-IN');

export interface HeadLink {
  rel: string;
  href: string;
  hrefLang?: string;
}

/** Alternates for a translated screen (both languages and x-default), and the canonical URL of a Hindi page. */
export function localeLinks(pathname: string): HeadLink[] {
  if (!hasHindi(pathname)) return [];
  const en = basePath(pathname);
  const hi = pathIn('hi', pathname) ?? en;
  const links: HeadLink[] = [
    { rel: 'alternate', hrefLang: 'en-IN', href: `${origin}${en}` },
    { rel: 'alternate', hrefLang: 'hi-IN', href: `${origin}${hi}` },
    { rel: 'alternate', hrefLang: 'x-default', href: `${origin}${en}` },
  ];
  if (localeOfPath(pathname) === 'hi') links.push({ rel: 'canonical', href: `${origin}${hi}` });
  return links;
}
