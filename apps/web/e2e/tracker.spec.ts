// One tracker for everything a customer asked us for: an application opened from a plan and a travel booking
// (both filed over the API with the customer's token, as the forms do) appear in Know My Request Status with
// their reference, plan and insurer; the detail shows the quote and the timeline; an adviser's status change and
// revised premium in the console show up there with their times; logging in from the tracker returns to it.
// Screenshots go to SHOTS_DIR (default /tmp/shots-track) at 390 and 1280 px.
import { bookingQuote } from '@bimasetu/contract';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  addAdviser,
  checkAndShootAt,
  expect,
  fileTermApplication,
  loginOnScreen,
  seedSession,
  test,
  uniqueMobile,
  type APIRequestContext,
  type Page,
} from './support/fixtures';
import { openRequestTable, todayInIndia } from './support/tracker';
import { adviserLogin } from './support/vault';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-track';

const look = (page: Page, name: string) => checkAndShootAt(page, SHOTS, `tracker-${name}`);

const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

function nextYear(monthDay: string) {
  return `${new Date().getFullYear() + 1}-${monthDay}`;
}

async function book(request: APIRequestContext, mobile: string, token: string) {
  const trip = {
    destinations: ['Thailand'],
    startDate: nextYear('01-10'),
    endDate: nextYear('01-16'),
    planId: 'bajaj-travel-prime',
    planName: 'Travel Prime',
    travellers: [
      {
        fullName: 'Meera Pillai',
        gender: 'Female',
        dob: '14/02/1991',
        nationality: 'Indian',
        visaType: 'Tourist/Visitor Visa',
        passport: 'K7654321',
        pan: '',
        mobile,
        nominee: 'Arun Pillai',
        relation: 'Spouse',
        diseases: [],
      },
    ],
  };
  const total = bookingQuote(trip)!.total;
  const answer = await request.post('/api/Insurance/AddLead', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      line: 'travel-booking',
      consent: true,
      contactPreference: 'Call',
      details: { ...trip, totalPremium: total },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { reference: ((await answer.json()) as { result: { reference: string } }).result.reference, total };
}

test('a customer tracks an application and a booking; the adviser’s changes show in the detail with their times', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const mobile = uniqueMobile();
  const token = await seedSession(page, mobile);
  const application = await fileTermApplication(page.request, mobile, token, {
    fullName: 'Meera Pillai',
    dob: '14/02/1991',
  });
  const booking = await book(page.request, mobile, token);
  const mine = await page.request.get(`/api/Insurance/GetMyRequest?reference=${application.reference}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const quoted = ((await mine.json()) as { result: { premium: number } }).result.premium;
  expect(quoted).toBeGreaterThan(1);

  const table = await openRequestTable(page, 2);
  // newest first: the booking, then the application
  const [bookingRow, applicationRow] = [table.getByRole('row').nth(1), table.getByRole('row').nth(2)];
  await expect(bookingRow).toContainText(booking.reference);
  await expect(bookingRow).toContainText('Bajaj Allianz Travel Prime');
  await expect(bookingRow).toContainText(`${rupees(booking.total)} for the whole trip`);
  await expect(applicationRow).toContainText(application.reference);
  await expect(applicationRow).toContainText('HDFC Life Click 2 Protect Supreme');
  await expect(applicationRow).toContainText('HDFC Life');
  await expect(applicationRow).toContainText(`${rupees(quoted)} a month`);
  await expect(applicationRow).toContainText('₹1,00,00,000');
  await look(page, 'list');

  // the booking, found by its reference
  await page.getByRole('link', { name: `View details of ${booking.reference}` }).click();
  await expect(page.getByRole('heading', { name: `Request ${booking.reference}` })).toBeFocused();
  await expect(page.getByRole('article')).toContainText('Bajaj Allianz');
  await expect(page.getByRole('article')).toContainText(`${rupees(booking.total)} for the whole trip`);
  await page.getByRole('link', { name: 'All my requests' }).click();
  await page.getByRole('link', { name: `View details of ${application.reference}` }).click();
  const article = page.getByRole('article');
  await expect(article).toContainText('HDFC Life Click 2 Protect Supreme');
  await expect(article).toContainText('non-smoker');
  const timeline = page.getByRole('list', { name: 'What has happened so far' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(timeline).toContainText(`${todayInIndia()}`);
  await look(page, 'detail-new');

  // the adviser works on it in the console
  const adviser = uniqueMobile();
  addAdviser(adviser, 'Farah Khan');
  await adviserLogin(page, adviser);
  await page.goto(`/admin/requests/${application.id}`);
  const quote = page.getByRole('region', { name: 'Plan and premium' });
  await expect(quote).toContainText('HDFC Life Click 2 Protect Supreme · HDFC Life');
  await expect(quote).toContainText(`${rupees(quoted)} /month`);
  await expect(quote).toContainText('Rate version term-');
  await expect(quote).toContainText('Same as quoted');
  await expect(quote).toContainText('non-smoker');
  await page.getByRole('form', { name: 'Status and remarks' }).getByLabel('Status').selectOption('In Review');
  await page.getByLabel('Remarks for the customer').fill('Medical tests booked for Saturday at 9 am.');
  await page.getByRole('button', { name: 'Save status and remarks' }).click();
  await expect(page.getByText('Saved. The customer now sees this status and these remarks.')).toBeVisible();
  const revised = quoted + 310;
  await page.getByLabel('Revised premium (₹, GST included)').fill(String(revised));
  await page.getByLabel('Reason the customer will read').fill('The medical report shows raised blood sugar.');
  await page.getByRole('button', { name: 'Save revised premium' }).click();
  await expect(page.getByText('Saved. The customer now sees both premiums and your reason.')).toBeVisible();
  await expect(quote).toContainText(`${rupees(revised)} /month`);
  await look(page, 'console');

  // the customer sees both figures, the reason and every change with its time
  await page.goto(`/knowmyrequest?ref=${application.reference}`);
  await expect(page.getByRole('article')).toContainText(`${rupees(quoted)} a month`);
  await expect(page.getByRole('article')).toContainText(
    `Revised premium after underwriting${rupees(revised)} a month`,
  );
  await expect(page.getByRole('article')).toContainText('The medical report shows raised blood sugar.');
  const steps = page.getByRole('list', { name: 'What has happened so far' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(1)).toContainText('Status changed to In Review');
  await expect(steps.nth(1)).toContainText('Medical tests booked for Saturday at 9 am.');
  await expect(steps.nth(2)).toContainText(`Premium revised to ${rupees(revised)}`);
  for (const step of await steps.all()) {
    await expect(step.locator('time')).toHaveText(new RegExp(`^${todayInIndia()}, \\d{1,2}:\\d{2} [ap]m$`));
  }
  await look(page, 'detail-revised');
});

test('logging in from Know My Request Status returns to it', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/knowmyrequest');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/Login\?next=%2Fknowmyrequest$/);
  // The address changes first; the status screen (with its own mobile field) stays on screen until the login's
  // words are in, so wait for the login screen itself before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await loginOnScreen(page, mobile);
  await expect(page).toHaveURL(/\/knowmyrequest$/);
  await expect(page.getByText(/^No Insurance Request Yet/)).toBeVisible();
});

test('a login link cannot send the customer to another site', async ({ page }) => {
  for (const next of ['//evil.example', 'https://evil.example/knowmyrequest']) {
    const mobile = uniqueMobile();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await loginOnScreen(page, mobile);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.evaluate(() => localStorage.clear());
  }
});

test('the status screen holds its space while the requests load', async ({ page }) => {
  const mobile = uniqueMobile();
  await seedSession(page, mobile);
  await page.setViewportSize({ width: 390, height: 844 });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/Insurance/GetMyLoanRequest*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/knowmyrequest');
  const busy = page.getByRole('status').filter({ hasText: 'Loading your requests…' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'tracker-loading-390.png') });
  const footerWhileLoading = (await page.getByRole('contentinfo').boundingBox())!.y;
  release();
  await expect(page.getByText(/^No Insurance Request Yet/)).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'tracker-loaded-390.png') });
  // the empty state fits the reserved box: the footer has not moved
  expect((await page.getByRole('contentinfo').boundingBox())!.y).toBe(footerWhileLoading);
});
