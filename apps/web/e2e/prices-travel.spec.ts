// Travel prices follow the trip: a longer trip costs more, the card's price is the checkout's, and the
// destination search knows the names people type. Screenshots go to /tmp/shots (never committed).
import { mkdirSync } from 'node:fs';
import { expect, seedSession, test, uniqueMobile, type Page } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

/** yyyy-mm-dd, `days` from today in Indian time (the browser's zone in these journeys). */
function isoInDays(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const rupees = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function storeTrip(page: Page, days: number, ages: string[], withCondition: number[] = []) {
  const trip = {
    destinations: ['United Arab Emirates'],
    startDate: isoInDays(5),
    endDate: isoInDays(5 + days - 1),
    travellerAges: ages,
    hasPreExistingCondition: withCondition.length > 0,
    travellersWithCondition: withCondition,
  };
  await page.evaluate((t) => sessionStorage.setItem('bimasetu.travel.trip', JSON.stringify(t)), trip);
}

const card = (page: Page, plan: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: plan }) });

test('"Dubai" finds the UAE, and the trip is read back above its prices', async ({ page }) => {
  await page.goto('/travel-insurance');
  await page.waitForLoadState('networkidle');
  const destination = page.getByRole('combobox', { name: /Where are you travelling/ });
  await destination.fill('Dubai');
  await page.getByRole('option', { name: 'United Arab Emirates' }).click();
  await destination.fill('UAE');
  await expect(page.getByText('No entries to show')).toBeVisible();
  await destination.fill('Bali');
  await page.getByRole('option', { name: 'Indonesia' }).click();
  await expect(page.getByRole('list', { name: 'Chosen destinations' }).getByRole('listitem')).toHaveText([
    'United Arab Emirates',
    'Indonesia',
  ]);
  await page.getByLabel(/Trip start date/).fill(isoInDays(5));
  await page.getByLabel(/Trip end date/).fill(isoInDays(11));
  await page.getByRole('button', { name: /1 Traveller/ }).click();
  const modal = page.getByRole('dialog', { name: 'Who is travelling?' });
  await modal.getByRole('button', { name: '2', exact: true }).click();
  await modal.getByLabel('Traveller 1 age').selectOption('30');
  await modal.getByLabel('Traveller 2 age').selectOption('65');
  await modal.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'View Plans' }).click();

  await expect(page.getByTestId('priced-for')).toContainText(
    'Prices for 2 travellers aged 30 and 65, 7 days, Asia.',
  );
  // Universal Sompo lists ₹379 (a week in Asia up to 40, GST included); with no GST since 22/09/2025 that is
  // ₹321 for the 30-year-old, and 65 is the 61-70 band (× 5.2): ₹1,670. Together ₹1,991.
  const sompo = card(page, 'Travel Shield');
  await expect(sompo.getByTestId('trip-premium')).toHaveText('₹1,991');
  await expect(sompo.getByTestId('per-traveller')).toHaveText('₹321 + ₹1,670');
  await expect(page.getByText(/people bought/)).toHaveCount(0);
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/prices-travel-list-${width}.png`, fullPage: true });
  }
});

test('a 60-day trip costs more than a 7-day one on every plan', async ({ page }) => {
  await page.goto('/travel-insurance');
  await page.waitForLoadState('networkidle');
  const prices = async () => {
    const list: Record<string, number> = {};
    for (const article of await page.locator('article').all()) {
      list[(await article.getByRole('heading').textContent()) ?? ''] = rupees(
        await article.getByTestId('trip-premium').textContent(),
      );
    }
    return list;
  };
  await storeTrip(page, 7, ['30']);
  await page.goto('/travel-insurance-plan');
  await expect(page.getByTestId('priced-for')).toContainText('7 days');
  const week = await prices();
  await storeTrip(page, 60, ['30']);
  await page.goto('/travel-insurance-plan');
  await expect(page.getByTestId('priced-for')).toContainText('60 days');
  const twoMonths = await prices();
  expect(Object.keys(week)).toHaveLength(6);
  for (const [plan, price] of Object.entries(week)) expect(twoMonths[plan], plan).toBeGreaterThan(price);
});

test('the price on a travel card is the price at checkout', async ({ page }) => {
  // logged in as the traveller, so the booking goes without the inline phone check (travel.spec.ts has it)
  const mobile = uniqueMobile();
  await seedSession(page, mobile);
  await page.goto('/travel-insurance');
  await page.waitForLoadState('networkidle');
  await storeTrip(page, 12, ['34']);
  await page.goto('/travel-insurance-plan');
  await expect(page.getByTestId('priced-for')).toContainText('1 traveller aged 34, 12 days');
  const first = page.locator('article').first();
  const listed = await first.getByTestId('trip-premium').textContent();
  await first.getByRole('button', { name: /^Proceed/ }).click();
  const group = page.getByRole('group', { name: /Traveller 1/ });
  await group.getByLabel(/Full name/).fill('Neha Kapoor');
  await group.getByLabel(/^Gender/).selectOption('Female');
  // 34 on the first day of the trip, as entered on the trip form
  const dob = new Date(Date.now() + 330 * 60_000 - 34.5 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  await group.getByLabel(/Date of birth/).fill(dob.split('-').reverse().join(''));
  await group.getByLabel(/Visa type/).selectOption('Tourist/Visitor Visa');
  await group.getByLabel(/Passport number/).fill('N1234567');
  await group.getByLabel(/Mobile number/).fill(mobile);
  await group.getByLabel(/Nominee name/).fill('Arjun Kapoor');
  await group.getByLabel(/Nominee relation/).selectOption('Spouse');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('booking-total')).toHaveText(listed ?? '');
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/Insurance/AddLead') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  expect(((await sent).postDataJSON() as { details: { totalPremium: number } }).details.totalPremium).toBe(
    rupees(listed),
  );
  // the server priced the booking again with the same engine and kept it
  await expect(page.getByTestId('booking-reference')).toHaveText(/^BS-[A-Z0-9]{8}$/);
});

test('the trip form’s travellers are shown back, and a declared disease offers the plans that cover it', async ({
  page,
}) => {
  await page.goto('/travel-insurance');
  await page.waitForLoadState('networkidle');
  await storeTrip(page, 10, ['34', '62'], [1]);
  await page.goto('/travel-insurance-plan');
  const trip = page.getByRole('region', { name: 'Your trip' });
  await expect(trip).toContainText('2 Travellers (aged 34, 62)');
  const note = page.getByTestId('condition-note');
  await expect(note).toContainText('You told us a traveller has a pre-existing disease');
  const all = await page.locator('article').count();
  await note.getByRole('button', { name: 'Show only plans that cover it' }).click();
  await expect(note.getByRole('button')).toHaveCount(0);
  const covering = await page.locator('article').count();
  expect(covering).toBeGreaterThan(0);
  expect(covering).toBeLessThanOrEqual(all);
  await expect(page.getByRole('button', { name: /Filters 1/ })).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/prices-travel-condition-${width}.png`, fullPage: true });
  }
});
