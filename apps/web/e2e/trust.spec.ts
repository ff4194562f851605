// Trust and data rights in real Chromium against the real server: the footer's disclosures and the three
// policy pages with tappable numbers, a travel booking confirmed without agreeing to marketing, and a customer
// who withdraws a consent, downloads their data and erases the account. axe on every new page; screenshots at
// 390 and 1280 px under /tmp/shots-trust for a person to look at (never committed).
import { readFileSync } from 'node:fs';
import { DATA_RECIPIENTS_SENTENCE, MARKETING_CONSENT_TEXT, LEAD_CONSENT_TEXT } from '@bimasetu/contract';
import { adminLoginPaths } from '@bimasetu/contract';
import {
  addAdviser,
  checkA11y,
  checkAndShootAt,
  expect,
  readLatestOtp,
  seedSession,
  test,
  uniqueMobile,
  type Page,
} from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-trust';

const shots = (page: Page, name: string) => checkAndShootAt(page, SHOTS, `trust-${name}`);

function isoInDays(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test('trust: the footer carries the configured disclosures with tappable numbers, on every page', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByTestId('registration-details')).toContainText('IRDAI/WBA/2024/123');
  await expect(footer).toContainText('U66000KA2024PTC123456');
  await expect(footer).toContainText('4th Floor, 12 MG Road, Bengaluru 560001');
  await expect(footer).toContainText('Principal Officer');
  await expect(footer).toContainText('Meera Iyer');
  await expect(footer).toContainText('Insurance is the subject matter of solicitation.');
  await expect(footer).toContainText(DATA_RECIPIENTS_SENTENCE);
  await expect(footer.getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute(
    'href',
    'tel:+918040001234',
  );
  await expect(footer.getByRole('link', { name: 'grievance@bimasetu.in' })).toHaveAttribute(
    'href',
    'mailto:grievance@bimasetu.in',
  );
  await expect(footer.getByRole('link', { name: '1800 266 0101' })).toHaveAttribute(
    'href',
    'tel:18002660101',
  );
  await expect(footer.getByRole('link', { name: 'care@bimasetu.in' })).toHaveAttribute(
    'href',
    'mailto:care@bimasetu.in',
  );
  await expect(page.getByTestId('demo-deployment')).toHaveCount(0);

  // the prerendered HTML carries no deployment's details: they come from the server that runs
  const html = await (await page.request.get('/about-us')).text();
  expect(html).not.toContain('IRDAI/WBA/2024/123');
  await page.goto('/about-us');
  await expect(page.locator('footer')).toContainText('IRDAI/WBA/2024/123');

  // the FAQ says the same one sentence about who receives a visitor's details
  await page.goto('/faq');
  await page.getByRole('button', { name: 'How is my personal data protected?' }).click();
  await expect(page.getByText(DATA_RECIPIENTS_SENTENCE, { exact: false }).first()).toBeVisible();

  // Contact Us: the help line and email are links too
  await page.goto('/contactus');
  await expect(page.getByRole('main').getByRole('link', { name: '1800 266 0101' })).toHaveAttribute(
    'href',
    'tel:18002660101',
  );
});

for (const [path, heading, name] of [
  ['/privacy', 'Privacy Policy', 'privacy'],
  ['/terms', 'Terms of Use', 'terms'],
  ['/grievance', 'Grievance Redressal', 'grievance'],
] as const) {
  test(`trust: ${heading} is linked from the footer, prerendered and readable`, async ({ page }) => {
    const prerendered = await (await page.request.get(path)).text();
    expect(prerendered).toContain(`<h1`);
    expect(prerendered).toContain(heading);
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: heading }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | BimaSetu`);
    const main = page.getByRole('main');
    if (name !== 'terms') {
      await expect(main.getByTestId('grievance-officer')).toContainText('Anil Kumar');
      await expect(main.getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute(
        'href',
        'tel:+918040001234',
      );
      await expect(main.getByRole('link', { name: 'grievance@bimasetu.in' })).toHaveAttribute(
        'href',
        'mailto:grievance@bimasetu.in',
      );
    } else {
      await expect(main.getByRole('link', { name: '1800 266 0101' })).toHaveAttribute(
        'href',
        'tel:18002660101',
      );
    }
    if (name === 'privacy') {
      await expect(main).toContainText('Digital Personal Data Protection Act, 2023');
      await expect(main).toContainText('13/11/2025');
      await expect(main).toContainText('Data Protection Board of India');
      await expect(main).toContainText('erased 180 days after you gave it');
      await expect(main).toContainText(DATA_RECIPIENTS_SENTENCE);
    }
    if (name === 'grievance') {
      await expect(main).toContainText('Bima Bharosa');
      await expect(main).toContainText('Insurance Ombudsman');
      await expect(main.getByRole('link', { name: '155255' })).toHaveAttribute('href', 'tel:155255');
      await expect(main.getByRole('link', { name: 'complaints@irdai.gov.in' })).toHaveAttribute(
        'href',
        'mailto:complaints@irdai.gov.in',
      );
    }
    await shots(page, name);
  });
}

test('trust: a travel booking is confirmed without agreeing to marketing contact', async ({ page }) => {
  const mobile = uniqueMobile();
  await seedSession(page, mobile);
  await page.goto('/travel-insurance');
  await page.evaluate((trip) => sessionStorage.setItem('bimasetu.travel.trip', JSON.stringify(trip)), {
    destinations: ['Thailand'],
    startDate: isoInDays(20),
    endDate: isoInDays(26),
    travellerAges: ['30'],
    hasPreExistingCondition: false,
    travellersWithCondition: [],
  });
  await page.goto('/travel-insurance-booking?plan=care-explore');
  await page.waitForLoadState('networkidle');
  const group = page.getByRole('group', { name: /Traveller 1/ });
  await group.getByLabel(/Full name/).fill('Asha Rao');
  await group.getByLabel(/^Gender/).selectOption('Female');
  await group.getByLabel(/Date of birth/).fill('14021995');
  await group.getByLabel(/Visa type/).selectOption('Tourist/Visitor Visa');
  await group.getByLabel(/Passport number/).fill('K1234567');
  await group.getByLabel(/Mobile number/).fill(mobile);
  await group.getByLabel(/Nominee name/).fill('Ravi Rao');
  await group.getByLabel(/Nominee relation/).selectOption('Spouse');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();

  // no call-back box (the booking is the request), and the offers box is its own unticked choice
  await expect(page.getByRole('checkbox', { name: LEAD_CONSENT_TEXT })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: MARKETING_CONSENT_TEXT })).not.toBeChecked();
  await shots(page, 'booking-summary');
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/Insurance/AddLead') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ line: 'travel-booking', marketing: false });
  await expect(page.getByTestId('booking-reference')).toHaveText(/^BS-[A-Z0-9]{8}$/);

  // and nothing was recorded as agreed to
  await page.goto('/my-data');
  await expect(page.getByText(/You have not given any consent yet/)).toBeVisible();
});

test('trust: a customer withdraws a consent, downloads their data and erases the account', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  // logged out, offers and reminders wait for a login: only a verified number's owner can agree to them
  await page.goto('/term-insurance');
  await expect(page.getByRole('checkbox', { name: MARKETING_CONSENT_TEXT })).toBeDisabled();
  await expect(page.getByText(/^To get offers and reminders, log in first/)).toBeVisible();
  // logged in: a term quote for their own number with both boxes ticked, a call-back and offers, each its own record
  await seedSession(page, mobile);
  await page.goto('/term-insurance');
  await page.getByLabel(/Full name/).fill('Asha Verma');
  await page.getByLabel(/Date of birth/).fill('14021992');
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('checkbox', { name: LEAD_CONSENT_TEXT }).check();
  await page.getByRole('checkbox', { name: MARKETING_CONSENT_TEXT }).check();
  await shots(page, 'term-consents');
  const kept = page.waitForResponse((r) => r.url().endsWith('/api/Insurance/AddLead'));
  await page.getByRole('button', { name: 'View Calculated Coverage Plans' }).click();
  expect((await kept).status()).toBe(200);

  await page.goto('/Profile');
  await page.getByRole('link', { name: 'My data and privacy' }).click();
  await expect(page).toHaveURL(/\/my-data$/);
  await expect(page.getByRole('heading', { name: 'Call-back about a quote' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offers and reminders' })).toBeVisible();
  await expect(page.getByText(/on \/term-insurance/).first()).toBeVisible();
  await shots(page, 'my-data');

  // withdraw the offers at once
  await page.getByRole('button', { name: /^Withdraw Offers and reminders/ }).click();
  await expect(page.getByText('Consent withdrawn. We will not contact you for it again.')).toBeVisible();
  await expect(page.getByText(/^Withdrawn \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Withdraw Offers and reminders/ })).toHaveCount(0);

  // download everything as one JSON file
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`bimasetu-my-data-${mobile}.json`);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
    mobile: string;
    leads: unknown[];
    consents: { purpose: string; withdrawnAt: string | null }[];
  };
  expect(data.mobile).toBe(mobile);
  expect(data.leads).toHaveLength(1);
  expect(data.consents.find((c) => c.purpose === 'marketing')?.withdrawnAt).not.toBeNull();

  // erase: confirmation, then logged out at once
  await page.getByRole('button', { name: 'Erase my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your account?' });
  await expect(dialog).toBeVisible();
  await checkA11y(page, 'erase confirmation');
  await dialog.getByRole('button', { name: 'Yes, erase it' }).click();
  await expect(page.getByText('Your account has been erased and you have been logged out.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('junk'))).toBeNull();
  await checkA11y(page, 'erased');

  // the advisers' console shows the download and the erasure in its audit log, the number masked
  const adviser = uniqueMobile();
  addAdviser(adviser, 'Kavya Rao');
  await page.request.post(`${adminLoginPaths.generateOtp}?mobile=${adviser}`);
  const otp = await readLatestOtp(page.request, adviser);
  const validated = await page.request.get(`${adminLoginPaths.validateOtp}?mobile=${adviser}&otp=${otp}`);
  const adminToken = ((await validated.json()) as { result: string }).result;
  await page.evaluate((token) => localStorage.setItem('adminToken', token), adminToken);
  await page.goto('/admin/audit?only=data-requests');
  const masked = `XXXXXX${mobile.slice(-4)}`;
  const rows = page.getByRole('row').filter({ hasText: masked });
  await expect(rows.filter({ hasText: 'Customer erased their account' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Customer downloaded their data' })).toHaveCount(1);
  await shots(page, 'console-audit');
});

test('trust: sign up asks for no password and says what happens next', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await shots(page, 'signup');
});
