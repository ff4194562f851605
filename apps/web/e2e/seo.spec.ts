// What search engines and a slow phone get: each public page's own words and canonical URL, structured data,
// robots.txt and sitemap.xml from the server, and an FAQ page that arrives with its questions.
import { currentStarterFaqs } from '@bimasetu/contract';
import { publicPages, siteOrigin, sitemapPaths } from '../app/pages';
import { checkA11y, expect, test, type Page } from './support/fixtures';

const origin = siteOrigin(process.env.VITE_SITE_URL);

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) =>
      m.getAttribute('content'),
    ),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => s.textContent ?? '',
    ),
  }));
}

test('every public page has its own title and description and one canonical URL at its declared spelling', async ({
  page,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const entry of publicPages) {
    const path = `/${entry.path}`;
    await page.goto(path);
    const head = await headOf(page);
    expect(head.title, path).toBe(entry.seo?.title);
    expect(head.descriptions, path).toEqual([entry.seo?.description]);
    expect(head.canonicals, path).toEqual([`${origin}${path}`]);
    titles.add(head.title);
    descriptions.add(head.descriptions[0] ?? '');
  }
  expect(titles.size).toBe(publicPages.length);
  expect(descriptions.size).toBe(publicPages.length);
});

test('a page reached by another spelling names the declared one as canonical', async ({ page }) => {
  for (const [typed, declared] of [
    ['/FAQ', '/faq'],
    ['/insurancecards/', '/InsuranceCards'],
    ['/Term-Insurance-Plans', '/term-insurance-plans'],
    ['/two-wheeler-insurance-plan', '/twowheeler-insurance-plan'],
  ]) {
    await page.goto(typed!);
    expect((await headOf(page)).canonicals, typed).toEqual([`${origin}${declared}`]);
  }
});

test('the home page describes the organisation and the FAQ page its questions, as valid JSON-LD', async ({
  page,
}) => {
  await page.goto('/');
  const [organization] = (await headOf(page)).jsonLd.map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'BimaSetu',
    url: `${origin}/`,
  });

  await page.goto('/faq');
  const blocks = (await headOf(page)).jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(blocks).toHaveLength(1);
  const faqPage = blocks[0] as {
    '@type': string;
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(faqPage['@type']).toBe('FAQPage');
  expect(faqPage.mainEntity.map((q) => q.name)).toEqual(currentStarterFaqs.map((f) => f.question));
  expect(faqPage.mainEntity[0]?.acceptedAnswer.text).toBe(currentStarterFaqs[0]?.answer);
});

test('the server answers robots.txt and a sitemap of every public page at its canonical URL', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const lines = (await robots.text()).split('\n');
  expect(lines).toContain('Disallow: /api/');
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(sitemapPaths.map((path) => `${origin}${path}`));
  expect(locs).toContain(`${origin}/hi/term-insurance`);
});

test('the FAQ list is in the prerendered HTML, with no loading line in its place', async ({ request }) => {
  const html = await (await request.get('/faq')).text();
  for (const faq of currentStarterFaqs.slice(0, 3))
    expect(html).toContain(faq.question.replace(/'/g, '&#x27;'));
  // (the footer's registration details load after the page is up, in a space kept for them: not the FAQ's concern)
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(main).toContain('<h2');
  expect(main).not.toContain('Loading');
  // The whole page is written in place: no streamed placeholder swapped in by a script at the end.
  expect(html).not.toContain('<template id="B:');
});

test('the FAQ page shows its questions before GetFaqList answers and does not move when it does', async ({
  page,
}) => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/Insurance/GetFaqList', async (route) => {
    await answered;
    await route.continue();
  });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faq');
  const first = page.getByRole('heading', { level: 2, name: currentStarterFaqs[0]!.question });
  await expect(first).toBeVisible();
  const before = await first.boundingBox();
  // the footer's top shows whether the list above it moved (its own registration details load apart)
  const footerBefore = (await page.locator('footer').boundingBox())?.y;
  const fresh = page.waitForResponse('**/api/Insurance/GetFaqList');
  answer();
  await fresh;
  await page.waitForTimeout(300);
  expect(await first.boundingBox()).toEqual(before);
  expect((await page.locator('footer').boundingBox())?.y).toBe(footerBefore);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(
    0.05,
  );
  await checkA11y(page, 'faq');
});
