import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The public pages the web build lists in `site-pages.json` (from apps/web/app/pages.ts) and the site's address. */
export interface SitePages {
  origin: string;
  paths: string[];
}

/** Reads `site-pages.json` from the client build; undefined when the build has none (or no build). */
export function readSitePages(root: string): SitePages | undefined {
  const file = join(root, 'site-pages.json');
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SitePages>;
  if (typeof parsed.origin !== 'string' || !Array.isArray(parsed.paths)) return undefined;
  return {
    origin: parsed.origin.replace(/\/+$/, ''),
    paths: parsed.paths.filter((p) => typeof p === 'string'),
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Every public page at its one canonical spelling. */
export function sitemapXml(site: SitePages): string {
  const urls = site.paths.map((path) => `  <url><loc>${escapeXml(`${site.origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read the public pages; the API, the advisers' console and the customer's own screens are not for them. */
export function robotsTxt(site: SitePages | undefined): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /messages',
    'Disallow: /Profile',
    'Disallow: /dashboard',
    ...(site ? [`Sitemap: ${site.origin}/sitemap.xml`] : []),
    '',
  ].join('\n');
}

/** GET /robots.txt always; GET /sitemap.xml when the web build lists its pages. Both cached for an hour, neither in the API docs. */
export function registerSiteFiles(app: FastifyInstance, site: SitePages | undefined): void {
  const robots = robotsTxt(site);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  if (!site) return;
  const sitemap = sitemapXml(site);
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}
