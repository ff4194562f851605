// Claims and service requests started on the web and moved on the advisers' console, end to end in the browser:
// a reimbursement started from the vault with a document, moved by an adviser to partly approved with each
// deduction, read by the customer in English and Hindi; a nominee change asked in Hindi and done within its 7
// days; the queue in clock order with a case opened from it.
import {
  checkAndShootAt,
  englishPhrases,
  expect,
  seedSession,
  test,
  uniqueMobile,
  type Page,
} from './support/fixtures';
import { addPolicy, adviserToken, png } from './support/after-sale';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-claimsweb';

/**
 * The adviser opens the case from the queue and takes one step, with a note for the customer. A step that closes
 * the case takes it off the open queue; any other leaves it open with the adviser told it is done.
 */
async function takeStep(
  page: Page,
  queue: string,
  id: number,
  step: string,
  { fill, closes = false }: { fill?: () => Promise<void>; closes?: boolean } = {},
) {
  const line = page
    .getByRole('region', { name: queue })
    .getByRole('listitem')
    .filter({ hasText: `#${id},` });
  const opener = line.getByRole('button', { name: new RegExp(`^(Open|Close) \\w+ #${id}$`) });
  if ((await opener.getAttribute('aria-expanded')) !== 'true') await opener.click();
  const form = line.getByRole('form', { name: 'Move it' });
  await form.getByLabel('Next step').selectOption({ label: step });
  await fill?.();
  await form.getByLabel('Note for the customer (shown on their timeline)').fill(`Step: ${step}`);
  await form.getByRole('button', { name: 'Save this step' }).click();
  if (closes) await expect(line).toHaveCount(0);
  else await expect(line.getByText('Moved. The customer sees this step')).toBeVisible();
}

test('a reimbursement started from the vault with a document is partly approved by an adviser, deductions and all', async ({
  page,
}) => {
  const token = await seedSession(page, uniqueMobile());
  await addPolicy(page.request, token, {
    insurer: 'Niva Bupa',
    line: 'health',
    policyNumber: 'NB-77001/2026',
  });

  await page.goto('/my-policies');
  const card = page.getByTestId('policy-card').filter({ hasText: 'NB-77001/2026' });
  await card.getByRole('button', { name: 'Start a claim' }).click();
  const form = card.getByRole('form', { name: 'Start a claim on this policy' });
  await form.getByRole('radio', { name: 'Reimbursement' }).check();
  await expect(form.getByLabel('Final hospital bill')).toBeVisible();
  await form.getByLabel('Amount you are claiming (₹, optional)').fill('12x');
  await form.getByRole('button', { name: 'Register the claim' }).click();
  await expect(
    form.getByText(
      'Enter the amount in whole rupees, at least ₹1, like 1,50,000 or 1.5 lakh; or leave it blank.',
    ),
  ).toBeVisible();
  // an amount typed as people say it is read and said back before it is sent
  await form.getByLabel('Amount you are claiming (₹, optional)').fill('1 lakh');
  await expect(form.getByText('That is ₹1,00,000 (1 lakh)')).toBeVisible();
  await form
    .getByLabel('Discharge summary')
    .setInputFiles({ name: 'discharge.png', mimeType: 'image/png', buffer: png });
  await checkAndShootAt(page, SHOTS, 'start-claim');
  await form.getByRole('button', { name: 'Register the claim' }).click();
  await expect(page).toHaveURL(/\/my-claims#claim-\d+$/);
  const claimId = Number(new URL(page.url()).hash.replace('#claim-', ''));
  const claim = page.getByRole('article', { name: 'Reimbursement' });
  await expect(claim).toBeFocused();
  await expect(claim.getByText('Discharge summary: In your vault')).toBeVisible();
  await expect(claim.getByText('Final hospital bill: Still needed')).toBeVisible();
  // the upload is its own step on the timeline, its document named in words (never its code)
  await expect(
    claim.getByText('Discharge summary: saved in your vault and added to the claim.'),
  ).toBeVisible();
  await expect(claim.getByText(/^Documents added · You, /)).toBeVisible();

  // the adviser's console: the new claim waits after those with deadlines, opened and moved from the queue
  await page.evaluate((t) => localStorage.setItem('adminToken', t), await adviserToken(page.request));
  await page.goto('/admin/queues');
  const line = page
    .getByRole('region', { name: 'Claims' })
    .getByRole('listitem')
    .filter({ hasText: `#${claimId},` });
  await expect(line).toContainText('No deadline yet');
  await takeStep(page, 'Claims', claimId, 'Submitted to the insurer', {
    fill: () => line.getByLabel('Insurer’s claim reference').fill('RB-2026-5521'),
  });
  await expect(line).toContainText('On time');
  const deductions = async () => {
    await line.getByLabel('Approved amount (₹)').fill('92500');
    await line.getByLabel('Item 1').fill('Room rent above the limit');
    await line.getByLabel('Amount 1 (₹)').fill('6000');
    await line.getByLabel('Reason 1').fill('Room rent is capped at 1% of the sum insured a day');
    await line.getByRole('button', { name: 'Save this step' }).click();
    await expect(
      line.getByText('The deductions must add up to what was claimed less what was approved (₹7,500).'),
    ).toBeVisible();
    await line.getByRole('button', { name: 'Add a deduction line' }).click();
    await line.getByLabel('Item 2').fill('Gloves and masks');
    await line.getByLabel('Amount 2 (₹)').fill('1500');
    await line.getByLabel('Reason 2').fill('Consumables are not covered by this policy');
    await expect(line.getByText('Deductions total ₹7,500 of ₹7,500 not approved')).toBeVisible();
    await checkAndShootAt(page, SHOTS, 'adviser-case');
  };
  // decided: it leaves the open queue
  await takeStep(page, 'Claims', claimId, 'Partly approved (with deductions)', {
    fill: deductions,
    closes: true,
  });

  await page.goto('/my-claims');
  const paid = page.getByRole('article', { name: 'Reimbursement' });
  await expect(paid.getByText('Partly approved', { exact: true }).first()).toBeVisible();
  const rows = paid.getByRole('row');
  await expect(rows.filter({ hasText: 'Room rent above the limit' })).toContainText('₹6,000');
  await expect(rows.filter({ hasText: 'Gloves and masks' })).toContainText('Consumables are not covered');
  await expect(paid.getByText('Step: Partly approved (with deductions)')).toBeVisible();
  await expect(paid.getByText('RB-2026-5521')).toBeVisible();
  await checkAndShootAt(page, SHOTS, 'my-claims-partly');

  await page.goto('/hi/my-claims');
  const hindi = page.getByRole('article', { name: 'रीइम्बर्समेंट' });
  await expect(hindi.getByText('आंशिक रूप से मंज़ूर', { exact: true }).first()).toBeVisible();
  await expect(hindi.getByRole('row').filter({ hasText: 'Gloves and masks' })).toContainText('₹1,500');
  const ours = [
    'Room rent above the limit',
    'Room rent is capped at 1% of the sum insured a day',
    'Gloves and masks',
    'Consumables are not covered by this policy',
    'Step: Submitted to the insurer',
    'Step: Partly approved (with deductions)',
    'IRDAI Master Circular on Health Insurance Business',
    'Niva Bupa',
  ];
  expect(await englishPhrases(page, ours)).toEqual([]);
  await expect(hindi.getByText('डिस्चार्ज समरी: आपके वॉल्ट में सहेजा गया और क्लेम में जोड़ा गया।')).toBeVisible();
  await checkAndShootAt(page, SHOTS, 'my-claims-partly-hi');
});

test('a nominee change asked in Hindi from the vault is done within its 7 days, step by step on the console', async ({
  page,
}) => {
  const token = await seedSession(page, uniqueMobile());
  const policyId = await addPolicy(page.request, token, {
    insurer: 'HDFC Life',
    line: 'term',
    policyNumber: 'HL-99120',
    endDate: '2056-03-31',
  });

  await page.goto('/hi/my-policies');
  const card = page.getByTestId('policy-card').filter({ hasText: 'HL-99120' });
  await expect(card.getByText('मृत्यु क्लेम नॉमिनी अपने फ़ोन पर')).toBeVisible();
  await expect(card.getByRole('button', { name: 'क्लेम शुरू करें' })).toHaveCount(0);
  await card.getByRole('button', { name: 'बदलाव का अनुरोध' }).click();
  const form = card.getByRole('form', { name: 'बीमा कंपनी से बदलाव का अनुरोध' });
  await expect(form.getByLabel('आपको क्या चाहिए')).toHaveValue('nominee-change');
  await expect(form.getByText(/^बीमा कंपनी को यह 7 दिनों में पूरा करना होगा/)).toBeVisible();
  await form.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  await expect(form.getByText('कृपया लिखें कि क्या बदलना है।')).toBeVisible();
  await form.getByLabel('विवरण').fill('New nominee: Meera Verma, daughter');
  await checkAndShootAt(page, SHOTS, 'start-request-hi');
  await form.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  await expect(page).toHaveURL(/\/hi\/my-claims#request-\d+$/);
  const id = Number(new URL(page.url()).hash.replace('#request-', ''));

  await page.evaluate((t) => localStorage.setItem('adminToken', t), await adviserToken(page.request));
  await page.goto('/admin/queues');
  await takeStep(page, 'Service requests', id, 'Sent to the insurer');
  await takeStep(page, 'Service requests', id, 'Acknowledged by the insurer');
  // done: the adviser writes the new nominee the insurer recorded to the policy
  const line = page
    .getByRole('region', { name: 'Service requests' })
    .getByRole('listitem')
    .filter({
      hasText: `#${id},`,
    });
  await takeStep(page, 'Service requests', id, 'Done', {
    closes: true,
    fill: async () => {
      // the timeline names who took each step: the customer asked, an adviser moved it
      const timeline = line.getByRole('list', { name: 'Timeline' });
      await expect(timeline.getByRole('listitem').first()).toContainText('Requested · the customer,');
      await expect(timeline.getByRole('listitem').last()).toContainText(
        'Acknowledged by the insurer · an adviser,',
      );
      // Done without the new nominee is refused on the screen, before anything is sent
      const form = line.getByRole('form', { name: 'Move it' });
      await form.getByRole('button', { name: 'Save this step' }).click();
      await expect(form.getByText('Enter the new nominee the insurer recorded.')).toBeVisible();
      await checkAndShootAt(page, SHOTS, 'nominee-change-done-refused');
      const fields = line.getByRole('group', { name: 'The new nominee, as the insurer recorded them' });
      await fields.getByLabel('Nominee name').fill('Meera Verma');
      await fields.getByLabel('Nominee relation').selectOption('Child');
      await fields.getByLabel('Nominee’s mobile (optional)').fill('+91 98220 12345');
      await checkAndShootAt(page, SHOTS, 'nominee-change-done-console');
    },
  });
  const policy = await page.request.get(`/api/Insurance/Policies/${policyId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await policy.json()) as { result: { nominee: object } }).result.nominee).toMatchObject({
    name: 'Meera Verma',
    relation: 'Child',
    mobile: '9822012345',
  });

  await page.goto('/my-claims');
  const request = page.getByRole('article', { name: 'Nominee change' });
  await expect(request.getByText('Done within the deadline.')).toBeVisible();
  await expect(
    request.getByText(
      /^Rule: IRDAI Master Circular on Protection of Policyholders' Interests, 2024, 05\/09\/2024$/,
    ),
  ).toBeVisible();
  await expect(request.getByRole('list', { name: 'What has happened' }).getByRole('listitem')).toHaveCount(4);
  await page.goto('/hi/my-claims');
  await expect(
    page.getByRole('article', { name: 'नॉमिनी बदलना' }).getByText('समय-सीमा के अंदर पूरा हुआ।'),
  ).toBeVisible();
  await checkAndShootAt(page, SHOTS, 'request-done-hi');
});

test('the queue holds a cashless claim to our 30-minute goal ahead of claims with no deadline', async ({
  page,
}) => {
  const token = await seedSession(page, uniqueMobile());
  const policyId = await addPolicy(page.request, token, {
    insurer: 'Star Health',
    line: 'health',
    policyNumber: 'SH-60021',
  });
  const start = async (kind: string) => {
    const answer = await page.request.post(`/api/Insurance/Policies/${policyId}/Claims`, {
      headers: { authorization: `Bearer ${token}` },
      data: { kind, claimedAmount: 40_000 },
    });
    return ((await answer.json()) as { result: { id: number } }).result.id;
  };
  const waiting = await start('reimbursement');
  const hospital = await start('cashless');
  await page.evaluate((t) => localStorage.setItem('adminToken', t), await adviserToken(page.request));
  await page.goto('/admin/queues');
  const lines = page.getByRole('region', { name: 'Claims' }).getByRole('listitem');
  const cashless = lines.filter({ hasText: `#${hospital},` });
  await expect(cashless).toContainText('On time');
  await expect(cashless).toContainText('Our own goal, not a rule: answer a cashless claim within 30 minutes');
  const order = await lines.allInnerTexts();
  expect(order.findIndex((text) => text.includes(`#${hospital},`))).toBeLessThan(
    order.findIndex((text) => text.includes(`#${waiting},`)),
  );
  await checkAndShootAt(page, SHOTS, 'adviser-queue-goal');
});
