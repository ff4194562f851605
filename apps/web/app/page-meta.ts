// What a public page tells search engines, from its entry in pages.ts: title, description, one canonical URL (the
// spelling declared there, whatever case the visitor typed), hreflang alternates (en-IN, hi-IN, x-default) when the
// screen is in Hindi too, and structured data where it fits. A Hindi page (/hi/…) says its own title and description
// in its route module (`screenMeta`) and takes its canonical URL and alternates from hindiPageMeta.
import type { MetaDescriptor } from 'react-router';
import { basePath, HINDI_PATHS, HINDI_PREFIX, localeOfPath } from '~/lib/locale-paths';
import { siteConfig } from '~/lib/site-config';
import type { Locale } from '~/lib/words';
import { sitePages, siteOrigin, type PageEntry } from './pages';

/**
 * The subset Devanagari font preloaded on Hindi pages only: the regular weight, which most of a page's text (and
 * its largest text block) is set in. The bold file (headings, buttons) is fetched when the styles ask for it;
 * preloading both put 57 KB ahead of the page's own scripts on a slow line.
 */
export const DEVANAGARI_FONTS = ['/fonts/noto-sans-devanagari-400.woff2'];

export const htmlLang = (locale: Locale) => (locale === 'hi' ? 'hi' : 'en-IN');

const origin = siteOrigin(import.meta.env.VITE_SITE_URL as string | undefined);

/**
 * The page whose words and canonical URL an address uses: the page at that path (any case, trailing slash or not),
 * or, for a second path to the same screen (/two-wheeler-insurance-plan), the page declared on its file.
 */
function seoPageOf(pathname: string): PageEntry | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const own = sitePages.find((p) => p.path.toLowerCase() === path);
  if (!own) return undefined;
  return own.seo ? own : sitePages.find((p) => p.seo && p.file === own.file);
}

const canonicalUrl = (page: PageEntry) => `${origin}/${page.path}`;
const hindiUrl = (page: PageEntry) => `${origin}${HINDI_PREFIX}${page.path === '' ? '' : `/${page.path}`}`;

const link = (rel: string, href: string, hrefLang?: string): MetaDescriptor => ({
  tagName: 'link',
  rel,
  ...(hrefLang ? { hrefLang } : {}),
  href,
});

/** Both languages' addresses of a screen that is in Hindi too (English is the default); none otherwise. */
function alternates(page: PageEntry): MetaDescriptor[] {
  if (!HINDI_PATHS.includes(page.path)) return [];
  return [
    link('alternate', canonicalUrl(page), 'en-IN'),
    link('alternate', hindiUrl(page), 'hi-IN'),
    link('alternate', canonicalUrl(page), 'x-default'),
  ];
}

/** A JSON-LD block of schema.org structured data. */
export const jsonLd = (data: Record<string, unknown>): MetaDescriptor => ({
  'script:ld+json': { '@context': 'https://schema.org', ...data },
});

function organizationJsonLd(): MetaDescriptor {
  return jsonLd({
    '@type': 'Organization',
    name: siteConfig.name,
    url: `${origin}/`,
    email: siteConfig.supportEmail,
    telephone: `+91 ${siteConfig.supportPhone}`,
  });
}

/** The site's own title, for a page that declares no words of its own. */
export const siteMeta = (): MetaDescriptor[] => [{ title: 'BimaSetu — insurance made simple' }];

/** Title, description and canonical link of the page at this address; the site's own title for any other. */
export function pageMeta(pathname: string): MetaDescriptor[] {
  const page = seoPageOf(pathname);
  if (!page?.seo) return siteMeta();
  return [
    { title: page.seo.title },
    { name: 'description', content: page.seo.description },
    link('canonical', canonicalUrl(page)),
    ...alternates(page),
    ...(page.path === '' ? [organizationJsonLd()] : []),
  ];
}

/** A Hindi page's own words (title, description) with its canonical URL under /hi and the alternates. */
export function hindiPageMeta(pathname: string, words: MetaDescriptor[]): MetaDescriptor[] {
  const page = seoPageOf(basePath(pathname));
  if (!page) return words;
  return [...words, link('canonical', hindiUrl(page)), ...alternates(page)];
}

/**
 * A route's `meta` in the page's language: in English its entry in pages.ts (or `en`, for a page without one), in
 * Hindi the `hi` given here with the canonical URL and alternates. One route module serves both languages.
 */
export function screenMeta(said: { en?: MetaDescriptor[]; hi: MetaDescriptor[] }) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    if (localeOfPath(location.pathname) === 'hi') return hindiPageMeta(location.pathname, said.hi);
    return said.en ?? pageMeta(location.pathname);
  };
}
