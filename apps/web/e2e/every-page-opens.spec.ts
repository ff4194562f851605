// Every customer page, in both languages, opened directly (not only reached from another page): a route module
// that forgot to import a words module its screen reads fails here with the error screen, prerendered or not.
import { HINDI_PATHS } from '../app/lib/locale-paths';
import { englishPhrases, expect, test } from './support/fixtures';

const errorTitles = ['Something went wrong', 'कुछ गड़बड़ हो गई', '404 - Page Not Found', '404 - पेज नहीं मिला'];

test('every translated page opens in English and in Hindi without the error screen', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const path of HINDI_PATHS) {
    for (const address of [`/${path}`, path === '' ? '/hi' : `/hi/${path}`]) {
      await page.goto(address);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, address).toBeVisible();
      expect(errorTitles, `${address} shows "${await heading.textContent()}"`).not.toContain(
        ((await heading.textContent()) ?? '').trim(),
      );
      await expect(page.locator('html'), address).toHaveAttribute(
        'lang',
        address.startsWith('/hi') ? 'hi' : 'en-IN',
      );
      if (address.startsWith('/hi')) {
        await page.waitForLoadState('networkidle');
        expect(await englishPhrases(page), `English words on ${address}`).toEqual([]);
      }
    }
  }
  expect(errors).toEqual([]);
});
