// The policy vault end to end: an adviser records the policy issued on a customer's request in the console, and
// the customer finds it under My policies (English and Hindi) with the same premium, dates and document; a
// customer adds a policy bought elsewhere from a photo; the free-look countdown and the emergency card.
import { readFileSync } from 'node:fs';
import { INSURER_HELPLINES, type PublishedHelpline } from '@bimasetu/contract';
import { formatRupees } from '../app/lib/format';
import {
  apiLogin,
  checkAndShootAt,
  expect,
  fileTermApplication,
  test,
  uniqueMobile,
  type Page,
} from './support/fixtures';
import {
  dmy,
  fillIssuedPolicy,
  istToday,
  openRecordIssuedPolicy,
  plusDays,
  storeSession,
} from './support/vault';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-vault';
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('photo of a policy'),
]);

test.use({ viewport: { width: 1280, height: 900 } });

test('an adviser records the issued policy and the customer finds it with the same premium, dates and document', async ({
  page,
  browser,
}) => {
  const mobile = uniqueMobile();
  const token = await apiLogin(page.request, mobile);
  const { id } = await fileTermApplication(page.request, mobile, token, {
    fullName: 'Asha Verma',
    dob: '12/03/1990',
  });

  const { console, form } = await openRecordIssuedPolicy(browser, id);
  await expect(form).toBeVisible();
  const start = istToday();
  const end = plusDays(start, 364);
  await fillIssuedPolicy(form, {
    number: 'TL/2026/000981',
    start,
    end,
    sumInsured: '10000000',
    fileName: 'term-policy.pdf',
    pdf,
  });
  const premium = Number(await form.getByLabel('Premium (₹, GST included)').inputValue());
  expect(premium).toBeGreaterThan(0);
  await form.getByLabel('Premium paid').selectOption('Monthly');
  await form.getByLabel('Member 1 member id').fill('TL-981-01');
  await form.getByLabel('Insurer’s claim helpline').fill('1800 000 1111');
  await form.getByRole('button', { name: 'Record policy' }).click();
  await expect(form.getByText('Policy recorded. The customer can see it in My policies.')).toBeVisible();
  await expect(console.getByRole('button', { name: /Download policy \(term-policy\.pdf\)/ })).toBeVisible();
  // the status form follows the status recording moved on, so saving remarks cannot put it back
  await expect(console.getByRole('form', { name: 'Status and remarks' }).getByLabel('Status')).toHaveValue(
    'Policy Issued',
  );
  await expect(form.getByLabel('Type of insurance').locator('option:checked')).toHaveText('Term');
  await checkAndShootAt(console, SHOTS, 'console-recorded');
  await console.close();

  await storeSession(page, token, mobile);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My policies' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/my-policies$/);
  const card = page.getByTestId('policy-card');
  await expect(card.getByTestId('policy-premium')).toHaveText(`${formatRupees(premium)} a month`);
  await expect(card.getByTestId('policy-dates')).toHaveText(`${dmy(start)} to ${dmy(end)}`);
  await expect(card.getByText(`Free-look: 30 days left (until ${dmy(plusDays(start, 30))})`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Asha Verma (You)' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download policy document' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('term-policy.pdf');
  expect(readFileSync(await download.path()).equals(pdf)).toBe(true);

  await card.getByRole('button', { name: 'Emergency card' }).click();
  const emergency = card.getByRole('region', { name: 'Term life emergency card' });
  await expect(emergency.getByText('TL-981-01')).toBeVisible();
  await expect(emergency.getByRole('link', { name: 'Claim helpline: 1800 000 1111' })).toHaveAttribute(
    'href',
    'tel:18000001111',
  );
  await checkAndShootAt(page, SHOTS, 'vault-issued');

  await page.goto('/hi/my-policies');
  await expect(page.getByRole('heading', { name: 'मेरी पॉलिसियाँ', level: 1 })).toBeVisible();
  await expect(page.getByTestId('policy-premium')).toHaveText(`${formatRupees(premium)} हर महीने`);
  await expect(
    page.getByText(`फ़्री-लुक: 30 दिन बाक़ी (${dmy(plusDays(start, 30))} तक)`, { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'इमरजेंसी कार्ड' }).click();
  await expect(page.getByRole('heading', { name: 'कैशलेस इलाज, एक-एक क़दम' })).toHaveCount(0);
  await checkAndShootAt(page, SHOTS, 'vault-issued-hi');
});

async function addFromPhoto(
  page: Page,
  words: { insurer: string; number: string; end: string; name: string; file: string; save: string },
) {
  await page.getByLabel(words.insurer).fill('Care Health');
  await page.getByLabel(words.number).fill('CH-55120-2026');
  await page.getByLabel(words.end).fill(dmy(plusDays(istToday(), 200)).replaceAll('/', ''));
  await page.getByLabel(words.name).fill('Meera Iyer');
  await page
    .getByLabel(words.file)
    .setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: words.save }).click();
}

test('a customer adds a health policy bought elsewhere from a photo, and its emergency card shows the cashless steps', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await storeSession(page, await apiLogin(page.request, mobile), mobile);
  await page.goto('/my-policies');
  await expect(page.getByText('No policies yet.', { exact: false })).toBeVisible();
  await addFromPhoto(page, {
    insurer: 'Insurance company',
    number: 'Policy number',
    end: 'Cover ends on',
    name: 'Name of person 1',
    file: 'Photo or PDF of the policy',
    save: 'Save policy',
  });
  await expect(page.getByText('Your policy is saved in My policies.')).toBeVisible();
  const card = page.getByTestId('policy-card');
  await expect(card.getByText('Care Health · Health')).toBeVisible();
  await expect(card.getByText('Added by you')).toBeVisible();
  await card.getByRole('button', { name: 'Emergency card' }).click();
  // none was given, so the card calls the number the insurer publishes, and says where it was read
  const published = INSURER_HELPLINES['Care Health'] as PublishedHelpline;
  const emergency = card.getByRole('region', { name: 'Health emergency card' });
  await expect(
    emergency.getByRole('link', { name: `Claim helpline: ${published.helpline}` }),
  ).toHaveAttribute('href', `tel:${published.helpline.replace(/\D/g, '')}`);
  await expect(emergency.getByText('The insurer’s published number, as listed on')).toBeVisible();
  await expect(emergency.getByRole('link', { name: new URL(published.sourceUrl).host })).toHaveAttribute(
    'href',
    published.sourceUrl,
  );
  await expect(card.getByText('within 1 hour', { exact: false })).toBeVisible();
  await checkAndShootAt(page, SHOTS, 'vault-added');

  // Printed, the card is all the page shows: what the print stylesheet does while the browser prints it.
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => {
    const seen = window as unknown as { printed?: { header: string; card: string } };
    window.print = () => {
      const cardEl = document.querySelector('[data-print-target]');
      const header = document.querySelector('header');
      seen.printed = {
        header: header ? getComputedStyle(header).visibility : 'none',
        card: cardEl ? getComputedStyle(cardEl).visibility : 'none',
      };
    };
  });
  // the button itself is not printed (print:hidden), so the click is sent to it rather than aimed at it
  await emergency
    .getByRole('button', { name: 'Print this card', includeHidden: true })
    .dispatchEvent('click');
  const printed = await page.evaluate(
    () => (window as unknown as { printed?: { header: string; card: string } }).printed,
  );
  expect(printed).toEqual({ header: 'hidden', card: 'visible' });
  await page.emulateMedia({ media: 'screen' });
});

test('in Hindi, a customer adds a policy from a photo and reads it back in Hindi', async ({ page }) => {
  const mobile = uniqueMobile();
  await storeSession(page, await apiLogin(page.request, mobile), mobile);
  await page.goto('/hi/my-policies');
  await addFromPhoto(page, {
    insurer: 'बीमा कंपनी',
    number: 'पॉलिसी नंबर',
    end: 'कवर ख़त्म होने की तारीख़',
    name: 'व्यक्ति 1 का नाम',
    file: 'पॉलिसी की फ़ोटो या PDF',
    save: 'पॉलिसी सेव करें',
  });
  await expect(page.getByText('आपकी पॉलिसी "मेरी पॉलिसियाँ" में सेव हो गई है।')).toBeVisible();
  await page.getByRole('button', { name: 'इमरजेंसी कार्ड' }).click();
  await expect(page.getByRole('heading', { name: 'कैशलेस इलाज, एक-एक क़दम' })).toBeVisible();
  await checkAndShootAt(page, SHOTS, 'vault-added-hi');
});

test('the same claim registered twice from the vault sends its documents once and says the claim was already open', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  const token = await apiLogin(page.request, mobile);
  await storeSession(page, token, mobile);
  const added = await page.request.post('/api/Insurance/Policies', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      policy: JSON.stringify({
        insurer: 'Niva Bupa',
        line: 'health',
        policyNumber: 'NB-77002/2026',
        endDate: plusDays(istToday(), 120),
        members: [{ name: 'Asha Verma', relation: 'Self' }],
      }),
      photo: { name: 'policy.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const register = async (
    path: string,
    words: { start: string; kind: string; amount: string; file: string; submit: string },
  ) => {
    await page.goto(path);
    const card = page.getByTestId('policy-card').filter({ hasText: 'NB-77002/2026' });
    await card.getByRole('button', { name: words.start }).click();
    const form = card.locator('form');
    await form.getByRole('radio', { name: words.kind }).check();
    await form.getByLabel(words.amount).fill('1.5 lakh');
    await form
      .getByLabel(words.file)
      .setInputFiles({ name: 'discharge.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page).toHaveURL(/\/my-claims#claim-\d+$/);
    return page.getByRole('article').filter({ hasText: 'NB-77002/2026' });
  };
  const english = {
    start: 'Start a claim',
    kind: 'Reimbursement',
    amount: 'Amount you are claiming (₹, optional)',
    file: 'Discharge summary',
    submit: 'Register the claim',
  };
  const first = await register('/my-policies', english);
  await expect(first.getByText(/^Documents added · You, /)).toHaveCount(1);
  await expect(first.getByRole('status').filter({ hasText: 'already have this claim open' })).toHaveCount(0);
  const claimUrl = page.url();

  const again = await register('/my-policies', english);
  expect(page.url()).toBe(claimUrl);
  await expect(
    again.getByText(
      'You already have this claim open; we have not sent the documents again. Add any new ones on the claim.',
    ),
  ).toBeVisible();
  await expect(again.getByText(/^Documents added · You, /)).toHaveCount(1);
  await checkAndShootAt(page, SHOTS, 'claim-already-open');

  const hindi = await register('/hi/my-policies', {
    start: 'क्लेम शुरू करें',
    kind: 'रीइम्बर्समेंट',
    amount: 'आप कितनी राशि का क्लेम कर रहे हैं (₹, वैकल्पिक)',
    file: 'डिस्चार्ज समरी',
    submit: 'क्लेम दर्ज करें',
  });
  await expect(
    hindi.getByText('आपका यह क्लेम पहले से खुला है; हमने दस्तावेज़ दोबारा नहीं भेजे।', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'NB-77002/2026' })).toHaveCount(1);
  await checkAndShootAt(page, SHOTS, 'claim-already-open-hi');
});
