// Car and two-wheeler prices follow the vehicle: the plates India issues are accepted and lead to priced
// plans, and an older registration year lowers the IDV. Screenshots go to /tmp/shots (never committed).
import { mkdirSync } from 'node:fs';
import { checkA11y, expect, test } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const rupees = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('a Delhi plate is accepted, and an older registration year lowers the IDV', async ({ page }) => {
  await page.goto('/car-insurance');
  await page.waitForLoadState('networkidle');
  await page.getByLabel(/Car number/).pressSequentially('dl3cab1234');
  await expect(page).toHaveURL(/\/car-insurance-plan$/);
  await expect(page.getByText('Prices for DL3CAB1234.')).toBeVisible();
  const priced = page.getByTestId('priced-for');
  await expect(priced).toContainText('Zone A, read from your number DL3CAB1234.');
  await expect(priced).toContainText('Model not chosen yet: priced as a Maruti Suzuki Swift');

  const panel = page.getByRole('region', { name: 'Your vehicle' });
  await panel.getByLabel('Make').selectOption('Hyundai');
  await panel.getByLabel('Model').selectOption({ label: 'Creta · Petrol · 1497 cc' });
  await expect(priced).toContainText('For a Hyundai Creta (petrol, 1497 cc)');
  const cards = page.getByRole('list', { name: 'Plans' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  const year = new Date().getFullYear();
  await panel.getByLabel('Registration year').selectOption(String(year - 1));
  await expect(priced).toContainText('1 year old');
  const newer = rupees(await cards.first().getByTestId('idv').textContent());
  const newerPremium = rupees(await cards.first().getByTestId('premium').textContent());
  await panel.getByLabel('Registration year').selectOption(String(year - 4));
  await expect(priced).toContainText('4 years old');
  const older = rupees(await cards.first().getByTestId('idv').textContent());
  expect(older).toBeLessThan(newer);

  // a claim-free history lowers the premium, never raises it
  await panel.getByLabel(/Claims/).selectOption({ label: 'No claim for 3 years (35% bonus)' });
  await expect(priced).toContainText('35% no-claim bonus');
  expect(rupees(await cards.first().getByTestId('premium').textContent())).toBeLessThan(newerPremium);
  await checkA11y(page, 'car list with the vehicle answered');
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/prices-motor-car-${width}.png`, fullPage: true });
  }
});

test('a Bharat-series plate is accepted and leads to priced plans', async ({ page }) => {
  await page.goto('/twowheeler-insurance');
  await page.waitForLoadState('networkidle');
  await page.getByLabel(/Bike number/).pressSequentially('22bh1234aa');
  await expect(page).toHaveURL(/\/twowheeler-insurance-plan$/);
  await expect(page.getByText('Prices for 22BH1234AA.')).toBeVisible();
  const priced = page.getByTestId('priced-for');
  await expect(priced).toContainText(
    'A Bharat-series number names no RTO: priced as zone A until you choose.',
  );
  const cards = page.getByRole('list', { name: 'Plans' }).getByRole('article');
  await expect(cards).toHaveCount(12);
  // the plate's own year of first registration is the registration year (MoRTH G.S.R. 594(E))
  const panel = page.getByRole('region', { name: 'Your vehicle' });
  await expect(panel.getByLabel('Registration year')).toHaveValue('2022');
  await expect(priced).toContainText(
    'Registration year 2022, read from your Bharat-series number 22BH1234AA.',
  );
  await panel.getByLabel('Make').selectOption('Royal Enfield');
  // 349 cc pays the 150-350 cc third-party premium, ₹1,366
  await cards.first().getByText('How this premium is made up').click();
  await expect(cards.first().getByText('₹1,366')).toBeVisible();
  await panel.getByLabel('RTO zone').selectOption('B');
  await expect(priced).not.toContainText('names no RTO');
  await checkA11y(page, 'two-wheeler list for a Bharat-series plate');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/prices-motor-bike-${width}.png`, fullPage: true });
  }
});
