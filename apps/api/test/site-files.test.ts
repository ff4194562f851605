import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

/** A client build whose page table lists three public pages, as apps/web's build writes it. */
function buildWithPages(): string {
  const dist = mkdtempSync(join(tmpdir(), 'bimasetu-site-'));
  mkdirSync(join(dist, 'faq'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body>home</body></html>');
  writeFileSync(join(dist, 'faq', 'index.html'), '<!doctype html><html><body>faq</body></html>');
  writeFileSync(
    join(dist, 'site-pages.json'),
    JSON.stringify({ origin: 'https://www.example.in/', paths: ['/', '/faq', '/InsuranceCards'] }),
  );
  return dist;
}

describe('robots.txt and sitemap.xml from the web build', () => {
  const test = useTestApp({ env: { WEB_DIST: buildWithPages() } });

  it('lists every public page of the page table once, at its canonical spelling, on the site address', async () => {
    const response = await fetch(`${test.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.example.in/',
      'https://www.example.in/faq',
      'https://www.example.in/InsuranceCards',
    ]);
  });

  it('lets crawlers read the site but not the API, the console or a customer’s own screens, and names the sitemap', async () => {
    const response = await fetch(`${test.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/admin', '/messages', '/Profile', '/dashboard'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /faq');
    expect(lines.at(-1)).toBe('Sitemap: https://www.example.in/sitemap.xml');
  });

  it('keeps both out of the API documentation', async () => {
    const docs = (await (await fetch(`${test.url}/api/docs/json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(docs.paths)).not.toContain('/robots.txt');
    expect(Object.keys(docs.paths)).not.toContain('/sitemap.xml');
  });

  it('still serves the pages themselves', async () => {
    expect(await (await fetch(`${test.url}/FAQ`)).text()).toContain('faq');
  });
});

describe('robots.txt without a page table', () => {
  const test = useTestApp({ env: { WEB_DIST: mkdtempSync(join(tmpdir(), 'bimasetu-empty-')) } });

  it('still answers robots.txt, without a sitemap line, and has no sitemap', async () => {
    const robots = await (await fetch(`${test.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).not.toContain('Sitemap:');
    expect((await fetch(`${test.url}/sitemap.xml`)).status).toBe(404);
  });
});
