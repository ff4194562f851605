import { LEAD_CONSENT_TEXT } from '@bimasetu/contract';
import { expectApplyLink, expectNoLead, expectOneLead } from './leads-helpers';
import { checkA11y, expect, test, uniqueMobile, type Page } from './support/fixtures';

const membersGroup = (page: Page) => page.getByRole('group', { name: 'Who would you like to insure?' });
const conditionsGroup = (page: Page) =>
  page.getByRole('group', { name: 'Does any member have a medical condition?' });

async function fillHealthForm(page: Page, mobile: string) {
  await membersGroup(page).getByRole('checkbox', { name: 'Self', exact: true }).check();
  await membersGroup(page).getByRole('checkbox', { name: 'Daughter' }).check();
  await page.getByRole('combobox', { name: 'Age of Self' }).selectOption('38 years');
  await page.getByRole('combobox', { name: 'Age of Daughter' }).selectOption('20-120 Days');
  await page.getByRole('radio', { name: 'Bengaluru' }).check();
  await page.getByLabel(/Full name/).fill('Kavya Nair');
  await page.getByLabel(/Mobile number/).fill(mobile);
  await conditionsGroup(page).getByRole('checkbox', { name: 'None of these' }).check();
}

test('health: every message, a consented lead stored, then live filters, the applied sort and all features', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/health-insurance');
  await expect(page.getByRole('heading', { name: 'Health Insurance', level: 1 })).toBeVisible();
  await checkA11y(page, 'health form');

  await page.getByRole('button', { name: 'View Plans' }).click();
  for (const message of [
    'Please select at least one member.',
    'Please select your city.',
    'Name is required.',
    'Enter valid 10-digit mobile number.',
    'Select at least one medical condition.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await checkA11y(page, 'health form with errors');
  await membersGroup(page).getByRole('checkbox', { name: 'Mother', exact: true }).check();
  await expect(page.getByText('Please select age for Mother.')).toBeVisible();
  await membersGroup(page).getByRole('checkbox', { name: 'Mother', exact: true }).uncheck();

  // city search says when nothing matches
  const city = page.getByRole('combobox', { name: 'Search your city' });
  await city.fill('Gotham');
  await expect(page.getByText('No city found')).toBeVisible();
  await city.fill('');

  // 'None of these' stands alone
  await conditionsGroup(page).getByRole('checkbox', { name: 'Asthma' }).check();
  await conditionsGroup(page).getByRole('checkbox', { name: 'None of these' }).check();
  await expect(conditionsGroup(page).getByRole('checkbox', { name: 'Asthma' })).not.toBeChecked();

  await fillHealthForm(page, mobile);
  await page.getByRole('checkbox', { name: LEAD_CONSENT_TEXT }).check();
  await page.getByRole('radio', { name: 'SMS' }).check();
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/health-insurance-plan\?/);
  const lead = await expectOneLead(mobile);
  expect(lead).toMatchObject({ line: 'health', consent: 1, contactPreference: 'SMS' });
  expect(lead.details).toEqual({
    gender: 'Male',
    members: [
      { member: 'Self', age: '38 years' },
      { member: 'Daughter', age: '20-120 Days' },
    ],
    city: 'Bengaluru',
    name: 'Kavya Nair',
    phone: mobile,
    medicalConditions: ['None of these'],
    // the server's own price of the lead, checked in apps/api/test/leads-pricing.test.ts
    serverQuote: expect.any(Object),
  });

  const cards = page.getByRole('list', { name: 'Plans' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  await checkA11y(page, 'health list');

  await page.getByRole('button', { name: /^Filter/ }).click();
  const modal = page.getByRole('dialog', { name: 'Filter plans' });
  await modal.getByRole('tab', { name: 'Cover' }).click();
  await modal.getByRole('radio', { name: 'Below 5 Lakh' }).check();
  // live: the count changes before the modal closes
  await expect(modal.getByRole('button', { name: 'Show 1 plan' })).toBeVisible();
  await modal.getByRole('button', { name: /Reset/ }).click();
  await expect(modal.getByRole('button', { name: 'Show 10 plans' })).toBeVisible();
  await modal.getByRole('tab', { name: 'Premium (per month)' }).click();
  await modal.getByRole('radio', { name: '₹1,000 - ₹1,500' }).check();
  await modal.getByRole('tab', { name: 'Sort by' }).click();
  await modal.getByRole('radio', { name: 'Premium: low to high' }).check();
  await checkA11y(page, 'health filter modal');
  // priced for Self 38 and a baby daughter in Bengaluru (zone A): × 1.3 × 1.25
  await modal.getByRole('button', { name: 'Show 2 plans' }).click();
  await expect(modal).toBeHidden();
  await expect(cards.getByTestId('premium-monthly')).toHaveText(['₹1,243', '₹1,386']);
  await expect(
    page.getByText("sorted by monthly premium (a year's premium ÷ 12), lowest first"),
  ).toBeVisible();

  await page.getByRole('button', { name: /^Filter/ }).click();
  await modal.getByRole('tab', { name: 'Insurer' }).click();
  // only the insurers with a plan on the list, in its order: none on its own says "Show 0 plans"
  await expect(modal.getByRole('checkbox')).toHaveCount(10);
  await expect(modal.getByRole('checkbox', { name: 'Acko' })).toHaveCount(0);
  await expect(modal.getByRole('checkbox').first()).toHaveAccessibleName('Niva Bupa');
  // with the ₹1,000 - ₹1,500 band still ticked, SBI General's ₹2 crore plan is out of reach
  await modal.getByRole('checkbox', { name: 'SBI General' }).check();
  await expect(modal.getByRole('button', { name: 'Show 0 plans' })).toBeVisible();
  await page.mouse.click(5, 5); // outside the modal
  await expect(modal).toBeHidden();
  await expect(page.getByText('No plans match your filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(10);

  await cards
    .first()
    .getByRole('button', { name: /View all features/ })
    .click();
  const features = page.getByRole('dialog', { name: 'All features of Niva Bupa ReAssure 2.0' });
  await expect(features.getByRole('listitem')).toHaveCount(9);
  await checkA11y(page, 'health features dialog');
  await page.keyboard.press('Escape');
  await expectApplyLink(cards.first().getByRole('link', { name: /Apply for this plan/ }), {
    planName: 'Niva Bupa ReAssure 2.0',
    cover: 1000000,
    choices: { coverLakh: 10 },
  });
});

test('family health: without consent nothing is stored; the family list filters by insurer and sorts by cover', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/family-health-insurance');
  await checkA11y(page, 'family health form');
  // the member list follows the gender
  await expect(membersGroup(page).getByRole('checkbox', { name: 'Wife' })).toBeVisible();
  await page.getByRole('radio', { name: 'Female' }).check();
  await expect(membersGroup(page).getByRole('checkbox', { name: 'Husband' })).toBeVisible();
  await expect(membersGroup(page).getByRole('checkbox', { name: 'Wife' })).toHaveCount(0);
  await fillHealthForm(page, mobile);
  await page.getByRole('button', { name: 'View Calculated Coverage Plans' }).click();
  await expect(page).toHaveURL(/\/family-health-insurance-plan\?/);
  await expectNoLead(mobile);

  const cards = page.getByRole('list', { name: 'Plans' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  await checkA11y(page, 'family health list');
  await page.getByRole('button', { name: /^Filter/ }).click();
  const modal = page.getByRole('dialog', { name: 'Filter plans' });
  await modal.getByRole('tab', { name: 'Insurer' }).click();
  await modal.getByRole('checkbox', { name: 'Star Health' }).check();
  await modal.getByRole('checkbox', { name: 'Tata AIG' }).check();
  await modal.getByRole('checkbox', { name: 'Reliance General' }).check();
  await modal.getByRole('tab', { name: 'Sort by' }).click();
  await modal.getByRole('radio', { name: 'Cover: high to low' }).check();
  await modal.getByRole('button', { name: 'Show 3 plans' }).click();
  await expect(cards.getByRole('heading')).toHaveText([
    'Health Infinity Family',
    'Medicare Plus Family',
    'Family Health Optima',
  ]);
});
