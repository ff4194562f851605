// What a public page tells search engines, from its entry in pages.ts: title, description, one canonical URL (the
// spelling declared there, whatever case the visitor typed), and structured data where it fits.
import type { MetaDescriptor } from 'react-router';
import { siteConfig } from '~/lib/site-config';
import { sitePages, siteOrigin, type PageEntry } from './pages';

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
    { tagName: 'link', rel: 'canonical', href: canonicalUrl(page) },
    ...(page.path === '' ? [organizationJsonLd()] : []),
  ];
}
