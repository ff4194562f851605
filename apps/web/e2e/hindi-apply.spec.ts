// The application form, the login and the sign up in Hindi (issue 17): a quote opened on /hi/dashboard shows in
// Hindi, a wrong input says so in Hindi, the phone is verified inline through the development SMS outbox and the
// confirmation is Hindi; /hi/login says a wrong code in Hindi and returns to the Hindi page it was opened from;
// /hi/signup is Hindi and leads to the Hindi login. Screenshots go to SHOTS_DIR (never committed).
import type { Page } from '@playwright/test';
import {
  checkA11y,
  englishPhrases,
  expect,
  openTermQuote,
  readLatestOtp,
  screenshotsAt,
  test,
  uniqueMobile,
} from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-hindi-apply';

const shots = (page: Page, name: string) => screenshotsAt(page, SHOTS, name);

/** A term quote made on the English pages; answers the form's address and the card's premium. */
async function termQuoteAddress(page: Page, mobile: string): Promise<{ url: string; premium: string }> {
  const premium = await openTermQuote(page, { fullName: 'Asha Rao', dobDigits: '15081990', mobile });
  return { url: new URL(page.url()).pathname + new URL(page.url()).search, premium };
}

test('hindi apply: the Hindi application form shows the quote, says a wrong phone in Hindi, verifies the phone and confirms in Hindi', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  const { url, premium } = await termQuoteAddress(page, mobile);
  await page.goto(`/hi${url}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('सबसे अच्छी पॉलिसी के सुझाव');
  await expect(page.getByRole('heading', { name: 'आपका कोटेशन' })).toBeVisible();
  await expect(page.getByTestId('quote-premium')).toHaveText(premium);
  await expect(page.getByText('भाग 1 / 5')).toBeVisible();
  await expect(page.getByTestId('locked-fullName')).toContainText('Asha Rao (आपके कोटेशन से)');
  // what the premium is for, the engine's inputs said in Hindi
  await expect(page.getByTestId('quote-inputs')).toContainText(/^प्रीमियम इन जवाबों पर आधारित है: \d+ साल /);
  await expect(page.getByRole('heading', { name: 'व्यक्तिगत जानकारी' })).toBeVisible();
  // the nav's Login goes to the Hindi login, which comes back here
  // (with the quote in its address, so the customer returns to the same quote)
  await expect(page.getByRole('link', { name: 'लॉग इन', exact: true }).first()).toHaveAttribute(
    'href',
    `/hi/login?next=${encodeURIComponent(`/hi${url}`)}`,
  );
  await checkA11y(page, 'Hindi application from a term plan');
  expect(await englishPhrases(page), 'Hindi application from a term plan').toEqual([]);
  await shots(page, 'hi-application-form');

  // a wrong phone, said in Hindi
  await page.getByRole('button', { name: 'फ़ोन नंबर बदलें' }).click();
  const phone = page.getByLabel(/^फ़ोन नंबर/);
  await phone.fill('12345');
  await page.getByRole('button', { name: 'आवेदन भेजें' }).click();
  await expect(page.getByText('फ़ोन नंबर ठीक 10 अंकों का होना चाहिए')).toBeVisible();
  await checkA11y(page, 'Hindi application with an error');
  expect(await englishPhrases(page), 'Hindi application with an error').toEqual([]);
  await phone.fill(mobile);

  // choices show Hindi words and send the contract's English values
  const marital = page.getByLabel(/^वैवाहिक स्थिति/);
  await expect(marital.locator('option', { hasText: /^विवाहित$/ })).toHaveCount(1);
  await marital.selectOption('Married');
  await page.getByLabel('पेशा', { exact: true }).selectOption({ label: 'नौकरीपेशा' });

  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/Insurance/AddInsuranceRequest') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'आवेदन भेजें' }).click();
  const check = page.getByRole('region', { name: 'आवेदन भेजने के लिए अपने फ़ोन की पुष्टि करें' });
  await expect(check).toContainText(`+91 ${mobile}`);
  await check.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(check.getByText(`हमने +91 ${mobile} पर 4 अंकों का OTP भेजा है।`)).toBeVisible();
  const otp = await readLatestOtp(page.request, mobile);
  await check.getByLabel('4 अंकों का OTP डालें').fill(otp);
  await checkA11y(page, 'Hindi inline phone check');
  expect(await englishPhrases(page), 'Hindi inline phone check').toEqual([]);
  await shots(page, 'hi-application-phone-check');
  await check.getByRole('button', { name: 'OTP की पुष्टि करें और आवेदन भेजें' }).click();

  expect((await sent).postDataJSON()).toMatchObject({
    phone: mobile,
    policyType: 'Term',
    maritalStatus: 'Married',
    occupation: 'Salaried',
  });
  await expect(page.getByRole('heading', { name: 'आवेदन मिल गया' })).toBeVisible();
  await expect(page.getByText('बीमा आवेदन सफलतापूर्वक भेज दिया गया!')).toBeVisible();
  await expect(page.getByTestId('application-reference')).toHaveText(/^(BS-[A-Z0-9]{8}|\d+)$/);
  await expect(page.getByRole('heading', { name: 'आगे क्या होगा' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'नया आवेदन शुरू करें' })).toHaveAttribute('href', '/hi/dashboard');
  await checkA11y(page, 'Hindi application confirmation');
  expect(await englishPhrases(page), 'Hindi application confirmation').toEqual([]);
  await shots(page, 'hi-application-confirmation');
});

test('hindi login: a wrong code is said in Hindi, the right one from the outbox returns to the Hindi page', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/hi/term-insurance');
  // the quote form's consent box says the recorded version's Hindi, and its contact choices in Hindi
  await expect(page.getByLabel(/^इस कोटेशन के बारे में मुझे वापस कॉल करें।/)).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'व्हाट्सऐप' })).toBeVisible();
  await page.getByRole('link', { name: 'लॉग इन', exact: true }).first().click();
  await expect(page).toHaveURL(/\/hi\/login\?next=%2Fhi%2Fterm-insurance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('लॉग इन');
  await checkA11y(page, 'Hindi login');
  await shots(page, 'hi-login');

  await page.getByLabel('मोबाइल नंबर').fill('12345');
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(page.getByText('सही 10 अंकों का मोबाइल नंबर डालें')).toBeVisible();
  await page.getByLabel('मोबाइल नंबर').fill(mobile);
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(page.getByText(`हमने +91 ${mobile} पर 4 अंकों का OTP भेजा है।`)).toBeVisible();
  await expect(page.getByText(/सेकंड में OTP दोबारा भेज सकते हैं/)).toBeVisible();
  const otp = await readLatestOtp(page.request, mobile);
  await page.getByLabel('4 अंकों का OTP डालें').fill(otp === '1234' ? '4321' : '1234');
  await page.getByRole('button', { name: 'OTP की पुष्टि करें' }).click();
  await expect(page.getByText('आपका डाला गया OTP ग़लत है। कृपया फिर से कोशिश करें।')).toBeVisible();
  await checkA11y(page, 'Hindi login with a wrong code');
  await shots(page, 'hi-login-wrong-code');

  await page.getByLabel('4 अंकों का OTP डालें').fill(otp);
  await page.getByRole('button', { name: 'OTP की पुष्टि करें' }).click();
  await expect(page).toHaveURL(/\/hi\/term-insurance$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'लॉग आउट' }).first()).toBeAttached();
});

test('hindi signup: the sign up is Hindi, says its checks in Hindi and leads to the Hindi login', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/hi/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('साइन अप');
  await page.getByRole('button', { name: 'साइन अप करें' }).click();
  await expect(page.getByText('कृपया अपना नाम डालें')).toBeVisible();
  await expect(page.getByText('सही 10 अंकों का मोबाइल नंबर डालें')).toBeVisible();
  await checkA11y(page, 'Hindi sign up');
  await shots(page, 'hi-signup');
  await page.getByLabel(/^पूरा नाम/).fill('Asha Rao');
  await page.getByLabel(/^मोबाइल नंबर/).fill(mobile);
  await page.getByRole('button', { name: 'साइन अप करें' }).click();
  await expect(page).toHaveURL(/\/hi\/login$/);
  await expect(page.getByLabel('मोबाइल नंबर')).toHaveValue(mobile);
});
