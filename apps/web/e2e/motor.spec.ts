import { LEAD_CONSENT_TEXT } from '@bimasetu/contract';
import { expectApplyLink, expectNoLead, expectOneLead } from './leads-helpers';
import { checkA11y, expect, test, uniqueMobile } from './support/fixtures';

test('car: the error text, a valid number moving on at once without a lead, then premium bands and IDV sort', async ({
  page,
}) => {
  await page.goto('/car-insurance');
  await expect(page.getByRole('heading', { name: 'Car Insurance', level: 1 })).toBeVisible();
  await checkA11y(page, 'car form');
  const number = page.getByLabel(/Car number/);
  await number.fill('mh12');
  await expect(number).toHaveValue('MH12');
  await page.getByRole('button', { name: 'View Prices' }).click();
  await expect(page.getByText('Enter a valid 10-character car number or type NEW')).toBeVisible();
  await checkA11y(page, 'car form with error');
  await number.fill('');
  await number.pressSequentially('mh12ab1234');
  await expect(page).toHaveURL(/\/car-insurance-plan$/);
  await expect(page.getByText('Prices for MH12AB1234.')).toBeVisible();

  const cards = page.getByRole('list', { name: 'Plans' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  await checkA11y(page, 'car list');
  await page.getByRole('radio', { name: 'Below ₹7,500' }).check();
  await expect(cards.getByTestId('premium')).toHaveText(['₹7,349', '₹6,990', '₹6,745', '₹7,480', '₹7,199']);
  // the bands are cut from the premiums shown, so every plan is in one of them
  await page.getByRole('radio', { name: '₹7,500 - ₹8,500' }).check();
  await expect(cards).toHaveCount(5);
  await page.getByRole('radio', { name: 'Any premium' }).check();
  await page.getByRole('checkbox', { name: 'Sort by IDV: high to low' }).check();
  await expect(cards.first().getByTestId('idv')).toHaveText('₹5,41,000');
  await expect(cards.last().getByTestId('idv')).toHaveText('₹4,55,000');
  await expect(page.getByText('sorted by IDV (insured declared value), highest first')).toBeVisible();
  await expectApplyLink(cards.first().getByRole('link', { name: /Get Quote/ }), {
    line: 'car',
    planName: 'Royal Sundaram Comprehensive Car Insurance',
    cover: 541000,
    planId: expect.stringMatching(/^car-/),
  });
});

test('car: NEW with brand and variant and consent stores the lead and lands on the car list', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/car-insurance');
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByRole('checkbox', { name: LEAD_CONSENT_TEXT }).check();
  await page.getByLabel(/Car number/).fill('new');
  await page.getByRole('combobox', { name: 'Brand' }).selectOption('Hyundai');
  await page.getByRole('combobox', { name: 'Variant' }).selectOption('Creta');
  await expect(page).toHaveURL(/\/car-insurance-plan$/);
  const lead = await expectOneLead(mobile);
  expect(lead).toMatchObject({ line: 'car', consent: 1, contactPreference: 'Call' });
  expect(lead.details).toEqual({
    vehicle: 'Car',
    registrationNumber: 'NEW',
    brand: 'Hyundai',
    model: 'Creta',
    mobileNumber: mobile,
    // the server's own price of the lead, checked in apps/api/test/leads-pricing.test.ts
    serverQuote: expect.any(Object),
  });
});

test('two-wheeler: the bike error text, a number to one list, NEW with brand and model to the other', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/twowheeler-insurance');
  await expect(page.getByRole('heading', { name: 'Two-Wheeler Insurance', level: 1 })).toBeVisible();
  await checkA11y(page, 'two-wheeler form');
  const number = page.getByLabel(/Bike number/);
  await number.fill('KA01');
  await number.blur();
  await expect(page.getByText('Enter a valid 10-character bike number or type NEW')).toBeVisible();
  await number.fill('');
  await number.pressSequentially('ka01mj2025');
  await expect(page).toHaveURL(/\/twowheeler-insurance-plan$/);
  const cards = page.getByRole('list', { name: 'Plans' }).getByRole('article');
  await expect(cards).toHaveCount(12);
  await checkA11y(page, 'two-wheeler list');
  // the bands are cut from the premiums shown: below ₹1,000, and ₹1,000 to ₹1,200 for every dearer plan
  await page.getByRole('radio', { name: 'Below ₹1,000' }).check();
  await page.getByRole('checkbox', { name: 'Sort by IDV: high to low' }).check();
  await expect(cards.getByTestId('idv')).toHaveText(['₹60,000', '₹58,500', '₹57,500', '₹56,000', '₹54,500']);
  await page.getByRole('radio', { name: '₹1,000 - ₹1,200' }).check();
  await expect(cards).toHaveCount(7);

  await page.goto('/twowheeler-insurance');
  await page.getByLabel(/Bike number/).fill('NEW');
  await page.getByRole('combobox', { name: 'Brand' }).selectOption('Bajaj');
  await page.getByRole('combobox', { name: 'Brand' }).selectOption('Honda');
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('');
  await page.getByRole('combobox', { name: 'Model' }).selectOption('Shine');
  await expect(page).toHaveURL(/\/two-wheeler-insurance-plan$/);
  await expect(page.getByText('Prices for your new Honda Shine.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plans' }).getByRole('article')).toHaveCount(12);
  await checkA11y(page, 'two-wheeler list for a new bike');
  await expectNoLead(mobile);
});
