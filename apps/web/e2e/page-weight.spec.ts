import type { Response } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures';

/** The text of every script the page loaded, from its first byte to idle. */
async function scriptsOf(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  const keep = (response: Response) => {
    if (response.url().endsWith('.js')) bodies.push(response.text());
  };
  page.on('response', keep);
  await page.goto(path, { waitUntil: 'networkidle' });
  // Stop listening before the next page: a body read after navigating away is no longer available.
  page.off('response', keep);
  return (await Promise.all(bodies)).join('\n');
}

const planNames = [
  'Click 2 Protect Supreme',
  'Mera Term Plan Plus',
  'ReAssure 2.0',
  'Family Health Optima',
  'Comprehensive Car Insurance',
  'Comprehensive Bike Insurance',
];

test('plan data stays out of the home page and arrives only with its own list', async ({ page }) => {
  const home = await scriptsOf(page, '/');
  for (const name of planNames) expect(home, `${name} in the home page's scripts`).not.toContain(name);

  const termList = await scriptsOf(page, '/term-insurance-plans');
  expect(termList).toContain('Click 2 Protect Supreme');
  expect(termList).not.toContain('ReAssure 2.0');
});
