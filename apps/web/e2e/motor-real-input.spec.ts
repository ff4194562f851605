// Motor as people really use it (issue 27 C): a Bharat-series plate's year pre-fills the registration year,
// and the premium bands are cut from the prices shown, so a Royal Enfield Classic 350 is never "0 of 12"; in
// English and Hindi. Screenshots to SHOTS_DIR.
import type { Page } from '@playwright/test';
import { checkA11y, expect, screenshotsAt, test } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-quotes';

const shots = (page: Page, name: string) => screenshotsAt(page, SHOTS, name);

test('a BH plate fills the car’s registration year, and a Classic 350 finds plans in every premium band', async ({
  page,
}) => {
  await page.goto('/car-insurance');
  await page.getByLabel(/Car number/).pressSequentially('23bh4567cd');
  await expect(page).toHaveURL(/\/car-insurance-plan$/);
  const panel = page.getByRole('region', { name: 'Your vehicle' });
  await expect(panel.getByLabel('Registration year')).toHaveValue('2023');
  await expect(page.getByTestId('priced-for')).toContainText(
    'Registration year 2023, read from your Bharat-series number 23BH4567CD.',
  );

  await page.goto('/twowheeler-insurance');
  await page.getByLabel(/Bike number/).pressSequentially('ka01ab1234');
  await expect(page).toHaveURL(/\/twowheeler-insurance-plan$/);
  await panel.getByLabel('Make').selectOption('Royal Enfield');
  await panel.getByLabel('Model').selectOption('re-classic-350');
  const cards = page.getByRole('list', { name: 'Plans' }).getByRole('article');
  const bands = page.getByRole('group', { name: 'Premium per year' }).getByRole('radio');
  await expect(bands).toHaveCount(3);
  for (const band of [1, 2]) {
    await bands.nth(band).check();
    await expect(page.getByText(/^Showing 0 of/)).toHaveCount(0);
    expect(await cards.count()).toBeGreaterThan(0);
  }
  await checkA11y(page, 'Classic 350 list with derived bands');
  await shots(page, 'classic-350-bands');
});

test('in Hindi the BH plate’s year is said as read from the plate and the bands fit a Classic 350', async ({
  page,
}) => {
  await page.goto('/hi/twowheeler-insurance');
  await page.getByLabel(/बाइक का नंबर/).pressSequentially('24bh1111ab');
  await expect(page).toHaveURL(/\/hi\/twowheeler-insurance-plan$/);
  await expect(page.getByTestId('priced-for')).toContainText(
    'रजिस्ट्रेशन का साल 2024, आपके भारत सीरीज़ नंबर 24BH1111AB से लिया गया।',
  );
  const panel = page.getByRole('region', { name: 'आपका वाहन' });
  await panel.getByLabel('कंपनी').selectOption('Royal Enfield');
  await panel.getByLabel('मॉडल').selectOption('re-classic-350');
  const bands = page.getByRole('group', { name: 'सालाना प्रीमियम' }).getByRole('radio');
  await bands.nth(1).check();
  await expect(page.getByRole('list', { name: 'प्लान' }).getByRole('article').first()).toBeVisible();
  await shots(page, 'hi-classic-350-bands');
});
