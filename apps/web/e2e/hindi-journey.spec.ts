// Issue 17's journey, whole, in Hindi: a visitor starts on the English term form, switches to Hindi and stays on it
// with what they typed, meets its errors in Hindi, goes on to the Hindi list, takes a plan to the Hindi application
// form, logs in through the development SMS outbox on the Hindi login (which brings them back to the form with the
// quote), submits, and finds the request in Know My Request Status in Hindi; a reload keeps Hindi and switching back
// gives the same screen in English. axe runs on each screen; screenshots at 390 and 1280 px go to SHOTS_DIR.
import {
  checkA11y,
  expect,
  readLatestOtp,
  test,
  uniqueMobile,
  type Page,
  screenshotsAt,
} from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-hindi-journey';

const shots = (page: Page, name: string) => screenshotsAt(page, SHOTS, name);

const switchLink = (page: Page) => page.getByRole('banner').getByTestId('language-switch');

test('in Hindi from the term form to a tracked request: switch, errors, list, application, login, tracker, reload and back to English', async ({
  page,
}) => {
  const mobile = uniqueMobile();

  // the English term form; the switch keeps the screen and what was typed
  await page.goto('/term-insurance');
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Date of birth').fill('02041988');
  await page.getByRole('radio', { name: 'Female' }).check();
  await switchLink(page).click();
  await expect(page).toHaveURL(/\/hi\/term-insurance$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByLabel('पूरा नाम')).toHaveValue('Meera Iyer');
  await expect(page.getByLabel('जन्म तिथि')).toHaveValue('02/04/1988');
  await expect(page.getByRole('radio', { name: 'महिला' })).toBeChecked();

  // its errors, in Hindi
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();
  await expect(page.getByText('मोबाइल नंबर भरना ज़रूरी है')).toBeVisible();
  await checkA11y(page, 'Hindi term form with its error');
  await shots(page, 'journey-term-form-error');
  await page.getByLabel('मोबाइल नंबर').fill(mobile);
  await page.getByRole('radio', { name: 'नहीं', exact: true }).check();
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();

  // the Hindi list, priced for her
  await expect(page).toHaveURL(/\/hi\/term-insurance-plans\?dob=1988-04-02&gender=female&tobacco=no$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('टर्म इंश्योरेंस प्लान');
  await expect(page.getByTestId('priced-for')).toContainText('महिला के लिए');
  const card = page.getByRole('list').getByRole('article').first();
  const premium = (await card.getByTestId('premium').textContent()) ?? '';
  expect(premium).toMatch(/^₹[\d,]+$/);
  const planName = (await card.getByRole('heading').textContent()) ?? '';
  await checkA11y(page, 'Hindi term list');
  await shots(page, 'journey-term-list');

  // a plan to the Hindi application form, with the card's premium
  await card.getByRole('link', { name: /का कोटेशन पाएँ/ }).click();
  await expect(page).toHaveURL(/\/hi\/dashboard\?quote=/);
  await expect(page.getByTestId('chosen-plan')).toHaveText(planName);
  await expect(page.getByTestId('quote-premium')).toHaveText(premium);
  await expect(page.getByTestId('locked-fullName')).toContainText('Meera Iyer');

  // log in through the outbox from the form; the Hindi login brings her back to the form and its quote
  await page.getByRole('main').getByRole('link', { name: 'लॉग इन करें' }).click();
  await expect(page).toHaveURL(/\/hi\/login\?next=%2Fhi%2Fdashboard%3Fquote%3D/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('लॉग इन');
  await page.getByLabel('मोबाइल नंबर').fill(mobile);
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  const otp = await readLatestOtp(page.request, mobile);
  await page.getByLabel('4 अंकों का OTP डालें').fill(otp);
  await checkA11y(page, 'Hindi login with the code');
  await page.getByRole('button', { name: 'OTP की पुष्टि करें' }).click();
  await expect(page).toHaveURL(/\/hi\/dashboard\?quote=/);
  await expect(page.getByTestId('quote-premium')).toHaveText(premium);
  await expect(page.getByRole('button', { name: 'लॉग आउट' }).first()).toBeAttached();

  await page.getByLabel(/^वैवाहिक स्थिति/).selectOption('Married');
  await page.getByLabel('पेशा', { exact: true }).selectOption({ label: 'नौकरीपेशा' });
  await checkA11y(page, 'Hindi application, logged in');
  await shots(page, 'journey-application');
  await page.getByRole('button', { name: 'आवेदन भेजें' }).click();
  await expect(page.getByRole('heading', { name: 'आवेदन मिल गया' })).toBeVisible();
  const reference = (await page.getByTestId('application-reference').textContent()) ?? '';
  expect(reference).toMatch(/^(BS-[A-Z0-9]{8}|\d+)$/);
  await checkA11y(page, 'Hindi confirmation');

  // Know My Request Status, in Hindi, with the request and the card's premium
  await page.goto('/hi/knowmyrequest');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(planName);
  await expect(row).toContainText(premium);
  await checkA11y(page, 'Hindi request status');
  await shots(page, 'journey-request-status');

  // a reload keeps Hindi; switching back gives the same screen in English
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(1);
  await switchLink(page).click();
  await expect(page).toHaveURL(/\/knowmyrequest$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText(planName);
  await expect(page.getByRole('banner').getByTestId('language-switch')).toHaveText('हिंदी');
});
