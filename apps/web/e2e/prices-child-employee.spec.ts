// Child savings projections and employee group prices follow the family and the team; screenshots of both
// lists with their inputs shown go to /tmp/shots (never committed).
import { mkdirSync } from 'node:fs';
import {
  checkA11y,
  expect,
  screenshotsAt,
  seedSession,
  serverPriceOf,
  test,
  uniqueMobile,
} from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

test('child savings: the payout and the tax follow the family', async ({ page }) => {
  await page.goto('/child-savings-plan');
  await page.waitForLoadState('networkidle');
  const payout = page.getByTestId('payout').first();
  // ₹5-10 lakh band, child 3: ₹60,000 a year for 15 years → ₹17,59,457 at 8%
  await expect(payout).toContainText('₹17,59,457 at 8%');
  await page.getByLabel('Annual income').selectOption('₹10 - ₹20 Lakhs');
  // ₹1,20,000 a year: ₹35,18,914 at 8%; 80C at 30% + 4% cess saves ₹37,440 a year
  await expect(payout).toContainText('₹35,18,914 at 8%');
  await expect(page.getByTestId('your-tax').first()).toContainText('₹37,440 a year');
  // the visitor's own premium, above section 80C's ₹1.5 lakh: ₹1,50,000 × 31.2% = ₹46,800
  await page.getByLabel('Your yearly premium').selectOption('250000');
  await expect(page.getByTestId('your-tax').first()).toContainText(
    '₹46,800 a year, ₹7,02,000 over 15 years: ₹1,50,000 of premium under section 80C (the most it allows)',
  );
  await expect(page.getByRole('heading', { name: 'About the tax you save' })).toBeVisible();
  await expect(page.getByText(/6\.96/)).toHaveCount(0);
  await checkA11y(page, 'child savings list with projections');
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/prices-child-${width}.png`, fullPage: true });
  }

  // the family filled in on the list goes with Get Details: the application prices it, with no quote form behind
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Your yearly premium').selectOption('120000');
  await page
    .getByRole('link', { name: /^Get Details of / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\?quote=/);
  // ₹10-20 lakh band: ₹1,20,000 a year (the assumed ₹5-10 lakh family's would be ₹60,000)
  await expect(page.getByTestId('quote-premium')).toContainText('₹1,20,000');
});

test('child savings: the yearly premium picked on the list is the one applied for, from the card to the tracker', async ({
  page,
}) => {
  // a family entered on the list only: no child form behind it, so no name, email or city
  const mobile = uniqueMobile();
  await seedSession(page, mobile);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/child-savings-plan');
  await page.waitForLoadState('networkidle');
  // on a phone the family panel folds to one line; Change opens it
  const premium = page.getByLabel('Your yearly premium');
  await expect(premium).toBeHidden();
  await page.getByRole('region', { name: 'Your family' }).getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('Annual income').selectOption('₹10 - ₹20 Lakhs');
  // the visitor's own ₹50,000, not the ₹10-20 lakh band's ₹1,20,000
  await premium.selectOption('50000');
  const card = page.getByRole('article').first();
  // a parent of 30: life cover 10 × ₹50,000
  await expect(card).toContainText('₹5,00,000');
  const planName = 'Aditya Birla Sun Life Multiplier Fund';
  await screenshotsAt(page, SHOTS, 'child-list-own-premium');
  const priced = serverPriceOf(page);
  await page.getByRole('link', { name: `Get Details of ${planName}` }).click();
  await expect(page).toHaveURL(/\/dashboard\?quote=/);
  // the server prices the list's family at the picked premium, and the form shows that figure
  expect(await priced).toMatchObject({ premium: 50000, figures: { yearlySaving: 50000, lifeCover: 500000 } });
  await expect(page.getByTestId('chosen-plan')).toHaveText(planName);
  await expect(page.getByTestId('quote-premium')).toContainText('₹50,000');
  await checkA11y(page, 'application from a child plan at the visitor’s own premium');
  await screenshotsAt(page, SHOTS, 'child-application-own-premium');

  const fullName = page.getByLabel(/^Full name/);
  if ((await fullName.count()) > 0) await fullName.fill('Asha Verma');
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/Insurance/AddInsuranceRequest') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Application' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    quote: {
      line: 'child-savings',
      planId: 'aditya-birla-vision',
      details: { parentAge: '30', childAge: '3', income: '₹10 - ₹20 Lakhs', mobile },
      choices: { yearlyPremium: 50000 },
    },
  });
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  const reference = (await page.getByTestId('application-reference').textContent()) ?? '';

  await page.getByRole('main').getByRole('link', { name: 'Know My Request Status' }).click();
  // on a phone the tracker is a list of cards
  const row = page
    .getByRole('list', { name: 'Your insurance requests' })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(row).toContainText(planName);
  await expect(row).toContainText('₹50,000 a year');
  await screenshotsAt(page, SHOTS, 'child-tracker-own-premium');
});

test('employee group health: a bigger team pays less per employee, families more', async ({ page }) => {
  await page.goto('/employee-insurance-plan');
  await page.waitForLoadState('networkidle');
  const reliance = page.locator('article').filter({ hasText: 'Reliance' }).first();
  await expect(reliance).toContainText('₹2,700');
  await page.getByLabel('Number of employees').selectOption('201-1000');
  // 2700 × 0.88 = ₹2,376 for employees only in a team of 201 to 1,000
  await expect(reliance).toContainText('₹2,376');
  await page.getByLabel('Whom to insure').selectOption('family-parents');
  // 2700 × 0.88 × 4.1 = 9741.6 → ₹9,742 before GST
  await expect(reliance).toContainText('₹9,742');
  await expect(page.getByTestId('priced-for')).toContainText(
    'Prices for employees, spouse, children and parents, a team of 201 to 1,000 employees',
  );
  await checkA11y(page, 'employee list priced for a team');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/prices-employee-${width}.png`, fullPage: true });
  }
  // no quote form in this tab: the application prices the card's team all the same, at the card's figure
  await reliance.getByRole('link', { name: /Reliance Group Mediclaim/ }).click();
  await expect(page).toHaveURL(/\/dashboard\?quote=/);
  await expect(page.getByTestId('quote-premium')).toHaveText('₹9,742');
  await expect(page.getByText(/could not work out a price/)).toHaveCount(0);
});

test('the child and employee lists show the form’s answers back and ask only what is missing', async ({
  page,
}) => {
  await page.goto('/child-savings-plan?parentAge=40&childAge=8&income=%E2%82%B910+-+%E2%82%B920+Lakhs');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('told')).toContainText('Your age: 40');
  // only the visitor's own premium is asked
  await expect(page.getByRole('combobox')).toHaveCount(1);
  await expect(page.getByLabel('Your yearly premium')).toHaveValue('120000');
  // ₹1,20,000 a year for 10 years (the least term) at 8%: 120000 × 15.645487 = ₹18,77,458
  await expect(page.getByTestId('payout').first()).toContainText('₹18,77,458 at 8%');
  await checkA11y(page, 'child list told the family');
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/prices-child-told-${width}.png`, fullPage: true });
  }

  await page.goto('/employee-insurance-plan?employees=300&insure=families');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('told')).toContainText(
    '300 employees (priced as a team of 201 to 1,000 employees)',
  );
  await expect(page.getByLabel('Number of employees')).toHaveCount(0);
  const reliance = page.locator('article').filter({ hasText: 'Reliance' }).first();
  // 2700 × 0.88 × 2.4 (spouse and children) = 5702.4 → ₹5,702
  await expect(reliance).toContainText('₹5,702');
  await page.getByLabel('Which family members').selectOption('family-parents');
  // 2700 × 0.88 × 4.1 = 9741.6 → ₹9,742
  await expect(reliance).toContainText('₹9,742');
  await expect(reliance).toContainText('Not published for health alone');
  await checkA11y(page, 'employee list told the team');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/prices-employee-told-${width}.png`, fullPage: true });
  }
});
