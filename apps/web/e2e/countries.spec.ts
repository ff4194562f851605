// Issues 27 C and 31: the travel form finds countries by the names people use, in English and in Hindi, and
// refuses a trip longer than the longest rated band before anything is sent.
import { expect, test } from './support/fixtures';

const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('English names people type find their country first', async ({ page }) => {
  await page.goto('/travel-insurance');
  const search = page.getByRole('combobox', { name: /Where are you travelling/ });
  for (const [typed, country] of [
    ['Dubai', 'United Arab Emirates'],
    ['America', 'United States'],
    ['USA', 'United States'],
    ['UK', 'United Kingdom'],
    ['England', 'United Kingdom'],
  ] as const) {
    await search.fill(typed);
    await expect(page.getByRole('option').first(), typed).toHaveText(country);
  }
  await search.fill('Dubai');
  await page.getByRole('option', { name: 'United Arab Emirates' }).click();
  await expect(page.getByRole('list', { name: 'Chosen destinations' })).toContainText('United Arab Emirates');
});

test('on the Hindi page, दुबई finds the UAE by its Hindi name', async ({ page }) => {
  await page.goto('/hi/travel-insurance');
  const search = page.getByRole('combobox', { name: /आप कहाँ यात्रा कर रहे हैं/ });
  await search.fill('दुबई');
  await page.getByRole('option', { name: 'संयुक्त अरब अमीरात' }).click();
  await search.fill('अमेरिका');
  await page.getByRole('option', { name: 'अमेरिका' }).click();
  await expect(page.getByRole('list', { name: 'चुने गए देश' })).toHaveText(/संयुक्त अरब अमीरात.*अमेरिका/);
});

test('a trip longer than 180 days is refused on the form with a clear message', async ({ page }) => {
  await page.goto('/travel-insurance');
  await page.getByRole('combobox', { name: /Where are you travelling/ }).fill('Thailand');
  await page.getByRole('option', { name: 'Thailand' }).click();
  await page.getByLabel(/Trip start date/).fill(isoInDays(10));
  await expect(page.getByLabel(/Trip end date/)).toHaveAttribute('max', isoInDays(189));
  await page.getByLabel(/Trip end date/).fill(isoInDays(400));
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(
    page.getByText('A trip can be at most 180 days long; for a longer stay, ask us about a long-stay plan.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/travel-insurance$/);
});
