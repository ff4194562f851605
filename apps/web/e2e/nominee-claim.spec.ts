// A nominee's death claim from their own phone, end to end: an adviser records a term policy with the nominee's
// mobile (pasted with its country code), the nominee logs in with that mobile, asks My claims for the code, a
// wrong code is refused in words, the right one starts the claim on its 15-day clock; a document is added to the
// open claim (a file that is not one refused first); in Hindi, a name the policy does not record is refused.
import {
  apiLogin,
  checkAndShootAt,
  englishPhrases,
  expect,
  fileTermApplication,
  loginViaOutbox,
  readLatestOtp,
  test,
  uniqueMobile,
  type APIRequestContext,
} from './support/fixtures';
import { png } from './support/after-sale';
import { fillIssuedPolicy, istToday, openRecordIssuedPolicy, plusDays, storeSession } from './support/vault';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-nomineeweb';
const outboxCount = async (request: APIRequestContext, mobile: string) =>
  ((await (await request.get(`/api/dev/sms-outbox?mobile=${mobile}`)).json()) as { messages: unknown[] })
    .messages.length;

test('the nominee starts a death claim with the code sent to their own mobile, and adds a document to it', async ({
  page,
  browser,
}) => {
  const customer = uniqueMobile();
  const nominee = uniqueMobile();
  const token = await apiLogin(page.request, customer);
  const { id } = await fileTermApplication(page.request, customer, token, {
    fullName: 'Ravi Verma',
    dob: '12/03/1970',
  });
  const policyNumber = `TL/2026/${nominee.slice(-6)}`;

  // the adviser records the issued policy with its nominee; a short mobile is refused under its field first
  const { console, form } = await openRecordIssuedPolicy(browser, id);
  const start = istToday();
  await fillIssuedPolicy(form, {
    number: policyNumber,
    start,
    end: plusDays(start, 364),
    sumInsured: '10000000',
    fileName: 'term-policy.pdf',
  });
  await form.getByLabel('Nominee name').fill('Meera Verma');
  await form.getByLabel('Nominee relation').selectOption('Child');
  const mobileBox = form.getByLabel('Nominee’s mobile (optional)');
  await mobileBox.fill('98220');
  await form.getByRole('button', { name: 'Record policy' }).click();
  await expect(mobileBox).toHaveAttribute('aria-invalid', 'true');
  await expect(mobileBox).toHaveAccessibleDescription(
    /Enter the nominee’s 10-digit mobile starting with 6, 7, 8 or 9, or leave it blank\./,
  );
  await mobileBox.fill(`+91 ${nominee.slice(0, 5)} ${nominee.slice(5)}`);
  await expect(mobileBox).toHaveValue(nominee);
  await checkAndShootAt(console, SHOTS, 'console-nominee');
  await form.getByRole('button', { name: 'Record policy' }).click();
  await expect(form.getByText('Policy recorded. The customer can see it in My policies.')).toBeVisible();
  await console.close();

  // the nominee, on their own phone, through the real login
  await loginViaOutbox(page, nominee);
  await page.goto('/my-claims');
  const claimForm = page.getByRole('form', { name: 'Claiming as a nominee?' });
  await claimForm.getByRole('button', { name: 'Send the code' }).click();
  await expect(claimForm.getByText('Policy number is required.')).toBeVisible();
  await claimForm.getByLabel('Policy number').fill(policyNumber);
  await claimForm.getByLabel('Your name as on the policy').fill('meera  verma');
  // the login's code went to this mobile a moment ago: the nominee's code waits its turn, and the screen says how long
  await claimForm.getByRole('button', { name: 'Send the code' }).click();
  const wait = claimForm.getByText(/Try again in \d+ seconds?\.$/);
  await expect(wait).toBeVisible();
  await page.waitForTimeout(Number(/(\d+) second/.exec(await wait.innerText())![1]) * 1000);
  const seen = await outboxCount(page.request, nominee);
  await claimForm.getByRole('button', { name: 'Send the code' }).click();
  const sent = claimForm.getByText(
    `We have sent a 4-digit code to the nominee’s mobile on the policy (+91 ******${nominee.slice(-4)}).`,
    { exact: false },
  );
  await expect(sent).toBeVisible();
  const code = await readLatestOtp(page.request, nominee, seen);
  const codeBox = claimForm.getByLabel('Enter the 4-digit OTP');
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');

  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await codeBox.fill(wrong);
  await claimForm.getByRole('button', { name: 'Start the death claim' }).click();
  await expect(
    claimForm.getByText('That is not the code we sent. Check the SMS and try again.'),
  ).toBeVisible();
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await checkAndShootAt(page, SHOTS, 'nominee-wrong-code');

  await codeBox.fill(code);
  await codeBox.press('Enter');
  await expect(page).toHaveURL(/\/my-claims#claim-\d+$/);
  const claim = page.getByRole('article', { name: 'Death claim' });
  await expect(claim).toBeFocused();
  await expect(claim.getByText(`, policy ${policyNumber}`)).toBeVisible();
  await expect(claim.getByText(/^On time: Due by \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(claim.getByText(/^Rule: /)).toBeVisible();
  await expect(claim.getByRole('region', { name: 'What has happened' })).toContainText(
    /Registered · Nominee, \d{2}\/\d{2}\/\d{4}/,
  );
  await expect(claimForm.getByLabel('Policy number')).toHaveValue('');
  await checkAndShootAt(page, SHOTS, 'nominee-claim-started');

  // documents for the open claim: a file that is not a PDF, JPEG or PNG is refused here, a fake PNG by the server
  await claim.getByRole('button', { name: 'Add documents' }).click();
  const upload = claim.getByRole('form', { name: 'Add the documents still needed' });
  const certificate = upload.getByLabel('Death certificate');
  await certificate.setInputFiles({
    name: 'certificate.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(
    upload.getByText('Death certificate: only PDF, JPEG or PNG files can be added.'),
  ).toBeVisible();
  await certificate.setInputFiles({
    name: 'certificate.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await upload.getByRole('button', { name: 'Upload the documents' }).click();
  await expect(upload.getByText(/^A file is not a real PDF, JPEG or PNG/)).toBeVisible();
  await certificate.setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: png });
  await upload.getByRole('button', { name: 'Upload the documents' }).click();
  await expect(upload.getByText('Added to the claim and saved in your vault.')).toBeVisible();
  await expect(claim.getByText('Death certificate: In your vault')).toBeVisible();
  await expect(claim.getByText('Claim form: Still needed')).toBeVisible();
  await expect(
    claim.getByText('Death certificate: saved in your vault and added to the claim.'),
  ).toBeVisible();
  await expect(upload.getByLabel('Death certificate')).toHaveCount(0);
  await checkAndShootAt(page, SHOTS, 'nominee-documents');

  // in Hindi: the claim in Hindi words, and a name the policy does not record refused without sending a code
  const sends = await outboxCount(page.request, nominee);
  await page.goto('/hi/my-claims');
  await expect(page.getByRole('article', { name: 'मृत्यु क्लेम' })).toBeVisible();
  const hindiForm = page.getByRole('form', { name: 'नॉमिनी के रूप में क्लेम?' });
  await hindiForm.getByLabel('पॉलिसी नंबर').fill(policyNumber);
  await hindiForm.getByLabel('पॉलिसी में लिखा आपका नाम').fill('Sita Verma');
  await hindiForm.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(hindiForm.getByText(/^इस नंबर की कोई जीवन बीमा पॉलिसी आपको/)).toBeVisible();
  expect(await outboxCount(page.request, nominee)).toBe(sends);
  const ours = [policyNumber, 'Sita Verma', 'Meera Verma', 'IRDAI'];
  expect(await englishPhrases(page, ours)).toEqual([]);
  await checkAndShootAt(page, SHOTS, 'nominee-claim-hi');
});

test('a customer adds a life policy with the nominee’s pasted mobile, kept as its ten digits', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  const nominee = uniqueMobile();
  const token = await apiLogin(page.request, mobile);
  await storeSession(page, token, mobile);
  await page.goto('/hi/my-policies');
  await page.getByLabel('बीमा कंपनी').fill('LIC');
  await page.getByLabel('बीमे का प्रकार').selectOption('life');
  await page.getByLabel('पॉलिसी नंबर').fill('LIC-884201');
  await page.getByLabel('कवर ख़त्म होने की तारीख़').fill('31032040');
  await page.getByLabel('व्यक्ति 1 का नाम').fill('Asha Verma');
  await page
    .getByLabel('पॉलिसी की फ़ोटो या PDF')
    .setInputFiles({ name: 'policy.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('नॉमिनी का नाम').fill('Arjun Verma');
  await page.getByLabel('नॉमिनी का आपसे रिश्ता').selectOption('Child');
  const mobileBox = page.getByLabel('नॉमिनी का मोबाइल (वैकल्पिक)');
  await mobileBox.fill('5123');
  await page.getByRole('button', { name: 'पॉलिसी सेव करें' }).click();
  await expect(mobileBox).toHaveAttribute('aria-invalid', 'true');
  await expect(mobileBox).toHaveAccessibleDescription(/नॉमिनी का 10 अंकों का मोबाइल लिखें/);
  await mobileBox.fill(`+91 ${nominee.slice(0, 5)} ${nominee.slice(5)}`);
  await expect(mobileBox).toHaveValue(nominee);
  await checkAndShootAt(page, SHOTS, 'vault-nominee-hi');
  await page.getByRole('button', { name: 'पॉलिसी सेव करें' }).click();
  await expect(page.getByText('आपकी पॉलिसी "मेरी पॉलिसियाँ" में सेव हो गई है।')).toBeVisible();
  const policies = await page.request.get('/api/Insurance/Policies', {
    headers: { authorization: `Bearer ${token}` },
  });
  const saved = ((await policies.json()) as { result: { nominee: unknown }[] }).result[0];
  expect(saved?.nominee).toEqual({ name: 'Arjun Verma', relation: 'Child', dob: null, mobile: nominee });
});
