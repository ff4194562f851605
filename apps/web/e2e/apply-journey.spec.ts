// From a plan card to a submitted application: the quote travels with the plan, nothing typed is asked again,
// the phone is verified inline when nobody is logged in, and a confirmation with the request's reference stays.
// Screenshots of the new screens at a phone and a desktop width go to /tmp/shots-apply (never committed).
import type { Page } from '@playwright/test';
import {
  checkA11y,
  expect,
  openTermQuote,
  readLatestOtp,
  seedSession,
  serverPriceOf,
  test,
  uniqueMobile,
  screenshotsAt,
} from './support/fixtures';
import { trackSentApplication } from './support/tracker';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-apply';

const shots = (page: Page, name: string) => screenshotsAt(page, SHOTS, name);

const sentApplication = (page: Page) =>
  page.waitForRequest((r) => r.url().endsWith('/api/Insurance/AddInsuranceRequest') && r.method() === 'POST');

test('apply: a logged-out visitor goes from a term card to a submitted application without typing the name, date of birth or mobile again, verifying the phone inline', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/term-insurance');
  await page.getByLabel(/Full name/).fill('Asha Rao');
  await page.getByLabel(/Date of birth/).pressSequentially('15081990');
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'View Calculated Coverage Plans' }).click();
  await expect(page).toHaveURL(/\/term-insurance-plans\?/);

  const card = page.getByRole('list', { name: 'Plans' }).getByRole('article').first();
  // not the list's starting choices: ₹50 lakh of cover for a tobacco user
  const startingPremium = (await card.getByTestId('premium').textContent()) ?? '';
  await page.getByLabel('Life cover').selectOption({ label: '₹50 Lac' });
  await page.getByLabel('Tobacco use').selectOption('yes');
  await expect(card.getByTestId('premium')).not.toHaveText(startingPremium);
  const premium = (await card.getByTestId('premium').textContent()) ?? '';
  const planName = (await card.getByRole('heading').textContent()) ?? '';
  expect(premium).toMatch(/^₹[\d,]+$/);
  const priced = serverPriceOf(page);
  await card.getByRole('link', { name: /get a quote for/ }).click();
  await expect(page).toHaveURL(/\/dashboard\?quote=/);

  // the plan, its insurer and the card's own premium, with what it was priced for: the server's figure is the card's
  await expect(page.getByTestId('chosen-plan')).toHaveText(planName);
  expect(`₹${(await priced).premium.toLocaleString('en-IN')}`).toBe(premium);
  await expect(page.getByTestId('quote-premium')).toHaveText(premium);
  await expect(page.getByTestId('quote-inputs')).toHaveText(
    /^Priced for a \d+-year-old tobacco user man, ₹50 lakh till \d+\.$/,
  );
  // what the quote form took is shown, not asked
  for (const label of [/^Full name/, /^Date of birth/, /^Phone number/])
    await expect(page.getByLabel(label)).toHaveCount(0);
  await expect(page.getByTestId('locked-fullName')).toContainText('Asha Rao');
  await expect(page.getByTestId('locked-dob')).toContainText('15/08/1990');
  await expect(page.getByTestId('locked-phone')).toContainText(mobile);
  await expect(page.getByText('Section 1 of 5')).toBeVisible();
  await checkA11y(page, 'application from a term plan');
  await shots(page, 'application-from-term-plan');

  await page.getByLabel(/^Marital status/).selectOption('Married');
  await page.getByLabel('Occupation', { exact: true }).selectOption('Salaried');
  await page.getByLabel(/^Annual income/).fill('18 lakh');
  // read as typed, then grouped once the customer moves on
  await page.getByLabel(/^Annual income/).press('Tab');
  await expect(page.getByLabel(/^Annual income/)).toHaveValue('18,00,000');
  // a reload keeps what was typed (the draft) and the quote
  await page.reload();
  await expect(page.getByLabel(/^Annual income/)).toHaveValue('18,00,000');
  await expect(page.getByTestId('quote-premium')).toHaveText(premium);

  const sent = sentApplication(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const check = page.getByRole('region', { name: 'Verify your phone to send the application' });
  await expect(check).toContainText(`+91 ${mobile}`);
  await expect(
    page.getByRole('heading', { name: 'Verify your phone to send the application' }),
  ).toBeFocused();
  await checkA11y(page, 'inline phone check');
  await check.getByRole('button', { name: 'Send OTP' }).click();
  const otp = await readLatestOtp(page.request, mobile);
  await check.getByLabel(/OTP/).fill(otp);
  // everything typed is still on the form while the code is checked
  await expect(page.getByLabel(/^Annual income/)).toHaveValue('18,00,000');
  await expect(page.getByLabel(/^Marital status/)).toHaveValue('Married');
  await shots(page, 'application-phone-check');
  await check.getByRole('button', { name: 'Verify OTP and submit' }).click();

  const request = await sent;
  expect(request.headers().authorization).toMatch(/^Bearer /);
  expect(request.postDataJSON()).toMatchObject({
    fullName: 'Asha Rao',
    dob: '15/08/1990',
    phone: mobile,
    policyType: 'Term',
    maritalStatus: 'Married',
    income: '1800000',
    plan: planName,
    quote: {
      line: 'term',
      planId: expect.stringMatching(/^term-\d+$/),
      details: { fullName: 'Asha Rao', dob: '15/08/1990', mobileNumber: mobile },
      choices: { lifeCover: 5_000_000, tobacco: 'yes', mode: 'Monthly' },
    },
  });
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page.getByText('Insurance application submitted successfully!')).toBeVisible();
  await expect(page.getByTestId('application-reference')).toHaveText(/^(BS-[A-Z0-9]{8}|\d+)$/);
  await expect(page.getByText(/within one working day/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Know My Request Status' })).toBeVisible();
  // the inline check logged the visitor in
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
  await checkA11y(page, 'application confirmation');
  await shots(page, 'application-confirmation');

  // the tracker shows the same plan and the card's premium, priced by the server from the same choices
  const { reference, row } = await trackSentApplication(page);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(planName);
  await expect(row).toContainText(`${premium} a month`);
  await expect(row).toContainText('₹50,00,000');
  await row.getByRole('link', { name: `View details of ${reference}` }).click();
  const detail = page.getByRole('article');
  await expect(detail).toContainText(planName);
  await expect(detail).toContainText(`${premium} a month`);
  await expect(detail).toContainText(/tobacco user man, ₹50 lakh till \d+/);
  await checkA11y(page, 'the application in the tracker');
  await shots(page, 'tracker-detail-from-term-card');
});

test('apply: a car application keeps the plate, prices as the card did and asks no employer or income', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await seedSession(page, mobile);
  await page.goto('/car-insurance');
  await page.getByLabel(/Car number/).pressSequentially('mh12ab1234');
  await expect(page).toHaveURL(/\/car-insurance-plan$/);
  const card = page.getByRole('list', { name: 'Plans' }).getByRole('article').first();
  const premium = (await card.getByTestId('premium').textContent()) ?? '';
  const priced = serverPriceOf(page);
  await card.getByRole('link', { name: /Get Quote/ }).click();
  await expect(page).toHaveURL(/\/dashboard\?quote=/);

  await expect(page.getByTestId('quote-plate')).toHaveText('MH12AB1234');
  // the card shows the premium before GST; the server answered the same figure
  expect(`₹${(await priced).figures.basePremium?.toLocaleString('en-IN')}`).toBe(premium);
  await expect(page.getByTestId('quote-premium')).toHaveText(premium);
  for (const label of [/^Employer/, /^Annual income/, /^Marital status/, /^Payment frequency/])
    await expect(page.getByLabel(label)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Occupation & Income' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Motor Insurance Details' })).toBeVisible();
  await expect(page.getByLabel(/^Phone number/)).toHaveValue(mobile);
  await checkA11y(page, 'application from a car plan');
  await shots(page, 'application-from-car-plan');

  await page.getByLabel(/^Full name/).fill('Kiran Desai');
  await page.getByLabel(/^Brand/).fill('Hyundai');
  await page.getByLabel(/^Model/).fill('Creta');
  const sent = sentApplication(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    policyType: 'Motor Insurance',
    employer: '',
    income: '',
    maritalStatus: '',
    paymentFrequency: '',
    brand: 'Hyundai',
    quote: {
      line: 'car',
      planId: expect.stringMatching(/^car-\d+$/),
      details: { registrationNumber: 'MH12AB1234', mobileNumber: mobile },
      choices: { zone: 'A' },
    },
  });
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
});

test('apply: a logged-out visitor who logs in from the form comes back to it, quote and typing kept', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  const premium = await openTermQuote(page, { fullName: 'Meera Shah', dobDigits: '02021988', mobile });
  const form = page.url();
  await page.getByLabel(/^Annual income/).fill('2400000');
  await page.getByLabel(/^Annual income/).press('Tab');

  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/Login\?next=%2Fdashboard%3Fquote%3D/);
  // the form stays on screen until the login's words are in: type only once the login screen is there
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = await readLatestOtp(page.request, mobile);
  await page.getByLabel('OTP', { exact: false }).first().fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page).toHaveURL(form);
  await expect(page.getByTestId('quote-premium')).toHaveText(premium);
  await expect(page.getByTestId('locked-fullName')).toContainText('Meera Shah');
  await expect(page.getByLabel(/^Annual income/)).toHaveValue('24,00,000');
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
});
