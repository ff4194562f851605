// A customer's account screens in Hindi: a tracked request (filed over the API with the customer's token, then
// moved along and re-priced by an adviser over the console's API) in /hi/knowmyrequest with its Hindi status and
// timeline, an adviser's message in /hi/messages, the profile's nominee edited after one Hindi validation error,
// /hi/my-data, and the footer's language switch on a phone keeping the screen. axe on each; screenshots at 390 and
// 1280 px go to SHOTS_DIR (default /tmp/shots-hindi-account).
import { join } from 'node:path';
import {
  addAdviser,
  apiLogin,
  checkAndShootAt,
  checkA11y,
  englishPhrases,
  expect,
  fileTermApplication,
  seedSession,
  test,
  uniqueMobile,
  type Page,
} from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-hindi-account';

/** What the journey's customer and adviser write, which stays as written on the Hindi screens. */
const OURS = [
  'Please upload your PAN card',
  'Medical report shows high blood pressure',
  'Which documents do you need?',
  'Only your PAN card, please.',
];

const look = async (page: Page, name: string) => {
  expect(await englishPhrases(page, OURS), `English words on the Hindi ${name}`).toEqual([]);
  await checkAndShootAt(page, SHOTS, `hi-${name}`);
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('a customer reads the account screens in Hindi and the footer switch keeps the screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const customer = uniqueMobile();
  const token = await seedSession(page, customer);
  const application = await fileTermApplication(page.request, customer, token, {
    fullName: 'Kavita Rao',
    dob: '09/08/1990',
  });

  // an adviser moves it along, re-prices it and answers the customer's question
  const adviser = uniqueMobile();
  addAdviser(adviser, 'Farah Khan');
  const adviserToken = await apiLogin(page.request, adviser);
  const moved = await page.request.post(`/api/Admin/Requests/${application.id}/Status`, {
    headers: bearer(adviserToken),
    data: { status: 'Documents Pending', remarks: 'Please upload your PAN card' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  const repriced = await page.request.post(`/api/Admin/Requests/${application.id}/Premium`, {
    headers: bearer(adviserToken),
    data: { premium: 1999, reason: 'Medical report shows high blood pressure' },
  });
  expect(repriced.ok(), await repriced.text()).toBe(true);
  const asked = await page.request.post('/api/Insurance/AddUserMessage', {
    headers: bearer(token),
    data: { fromMobile: customer, toMobile: 'admin', messageContent: 'Which documents do you need?' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const answered = await page.request.post(`/api/Admin/Conversations/${customer}/Reply`, {
    headers: bearer(adviserToken),
    data: { messageContent: 'Only your PAN card, please.' },
  });
  expect(answered.ok(), await answered.text()).toBe(true);

  // Know My Request Status in Hindi: the spec's six columns, the status by its Hindi, the remarks as written
  await page.goto('/hi/knowmyrequest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरे अनुरोध की स्थिति');
  const table = page.getByRole('table', { name: 'आपके बीमा अनुरोध' });
  await expect(table.getByRole('columnheader')).toHaveText(
    ['क्रम सं.', 'अनुरोध की तारीख़', 'अपेक्षित राशि', 'स्थिति', 'टिप्पणी', 'संदेश', 'विवरण'],
    { useInnerText: true },
  );
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('दस्तावेज़ बाक़ी');
  await expect(row).toContainText('Please upload your PAN card');
  await expect(row).toContainText('बदलकर ₹1,999 प्रति माह');
  await look(page, 'knowmyrequest');

  // its detail: the timeline in Hindi, the adviser's reason as written, still in Hindi
  await page.getByRole('link', { name: `${application.reference} का विवरण देखें` }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/knowmyrequest\\?ref=${application.reference}$`));
  await expect(page.getByRole('heading', { name: `अनुरोध ${application.reference}` })).toBeFocused();
  const timeline = page.getByRole('list', { name: 'अब तक क्या हुआ' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /हमें आपका अनुरोध मिल गया/,
    /स्थिति बदली: दस्तावेज़ बाक़ी.*Please upload your PAN card/s,
    /प्रीमियम बदलकर ₹1,999 हुआ.*Medical report shows high blood pressure/s,
  ]);
  await expect(page.getByRole('article')).toContainText('अंडरराइटिंग के बाद बदला हुआ प्रीमियम');
  // what the premium was worked out from, the engine's sentences said in Hindi
  await expect(page.getByTestId('quote-inputs-in-words')).toContainText('साल की उम्र तक');
  await expect(page.getByTestId('quote-inputs-in-words')).toContainText(
    'बीमा कंपनी के आपका आवेदन जाँचने तक यह अनुमान है।',
  );
  await look(page, 'request-detail');

  // Messages in Hindi, the adviser's answer as written
  await page.goto('/hi/messages');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('संदेश');
  await page.getByRole('button', { name: 'मिले संदेश' }).click();
  await expect(page.locator('#messages-receive')).toContainText('Only your PAN card, please.');
  await expect(page.locator('#messages-receive')).toContainText('हमारे सलाहकारों से');
  await look(page, 'messages');

  // Profile: no profile yet, so the form opens; a nominee name with a digit is refused in Hindi first
  await page.goto('/hi/Profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रोफ़ाइल');
  await page.getByLabel('पहला नाम').fill('Kavita');
  await page.getByLabel('नॉमिनी का नाम', { exact: true }).fill('Arjun 2');
  await page.getByRole('button', { name: 'सेव करें' }).click();
  await expect(page.getByText('नॉमिनी का नाम में सिर्फ़ अक्षर और स्पेस हो सकते हैं')).toBeVisible();
  await look(page, 'profile-error');
  await page.getByLabel('नॉमिनी का नाम', { exact: true }).fill('Arjun Rao');
  await page.getByLabel('नॉमिनी से रिश्ता').selectOption({ label: 'पति/पत्नी' });
  await page.getByRole('button', { name: 'सेव करें' }).click();
  await expect(page.getByText('प्रोफ़ाइल बन गई')).toBeVisible();
  await expect(page.getByText('Arjun Rao')).toBeVisible();
  await expect(page.getByText('पति/पत्नी')).toBeVisible();
  await look(page, 'profile');

  // My data in Hindi, reached from the profile's link
  await page.getByRole('link', { name: 'मेरा डेटा और प्राइवेसी' }).click();
  await expect(page).toHaveURL(/\/hi\/my-data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरा डेटा और प्राइवेसी');
  await expect(page.getByRole('heading', { name: 'अपना डेटा डाउनलोड करें' })).toBeVisible();
  await look(page, 'my-data');

  // on a phone, the footer's switch goes to the same screen in English
  await page.setViewportSize({ width: 390, height: 844 });
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('नियामक जानकारी');
  // the help line's hours in Hindi too, not the English 'Monday to Saturday'
  await expect(footer).toContainText('सोमवार से शनिवार, सुबह 9 से शाम 7 बजे तक');
  await expect(footer).not.toContainText('Monday');
  await footer.getByTestId('language-switch').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'hi-footer-390.png') });
  await footer.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/my-data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My data and privacy');
  await expect(page.getByRole('contentinfo')).toContainText('Regulatory disclosures');
  await expect(page.getByRole('contentinfo')).toContainText('9 am to 7 pm, Monday to Saturday');
  await checkA11y(page, 'English my-data after the footer switch at 390 px');
});
