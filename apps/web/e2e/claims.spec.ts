// My claims end to end, in English and Hindi: a cashless claim whose one-hour clock has run out shows the
// insurer's deadline with its rule and the complaint prepared for the customer; a reimbursement partly paid shows
// each deduction and its reason. Claims are started and moved over the API as the customer and an adviser would.
import Database from 'better-sqlite3';
import { checkAndShootAt, englishPhrases, expect, test } from './support/fixtures';
import { adviserToken, customerWithPolicy } from './support/after-sale';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-aftersale';

/** The clock started `minutes` ago: the insurer received the cashless request then (arranged in the database). */
function receivedMinutesAgo(claimId: number, minutes: number) {
  const db = new Database(process.env.E2E_SQLITE_PATH!);
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  db.prepare(
    "update case_events set at = ? where subject = 'claim' and subject_id = ? and state = 'submitted'",
  ).run(at, claimId);
  db.close();
}

test('My claims shows a run-out cashless clock with its complaint and a partly paid reimbursement', async ({
  page,
}) => {
  const { customer, policyId } = await customerWithPolicy(page, {
    insurer: 'Niva Bupa',
    line: 'health',
    policyNumber: 'NB-31000/2026',
  });
  const admin = { authorization: `Bearer ${await adviserToken(page.request)}` };
  const startClaim = async (data: object) => {
    const answer = await page.request.post(`/api/Insurance/Policies/${policyId}/Claims`, {
      headers: customer,
      data,
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { result: { id: number } }).result.id;
  };
  const move = async (id: number, data: object) => {
    const answer = await page.request.post(`/api/Admin/Claims/${id}/Move`, { headers: admin, data });
    expect(answer.ok(), await answer.text()).toBe(true);
  };

  const reimbursement = await startClaim({ kind: 'reimbursement', claimedAmount: 100_000 });
  await move(reimbursement, { to: 'submitted', insurerReference: 'RB-2026-4471' });
  await move(reimbursement, {
    to: 'partly-approved',
    approvedAmount: 92_500,
    deductions: [
      {
        item: 'Room rent above the limit',
        amount: 6_000,
        reason: 'Room rent is capped at 1% of the sum insured a day',
      },
      { item: 'Gloves and masks', amount: 1_500, reason: 'Consumables are not covered by this policy' },
    ],
  });
  const cashless = await startClaim({ kind: 'cashless', claimedAmount: 180_000 });
  await move(cashless, { to: 'submitted', insurerReference: 'CL-2026-99812' });
  receivedMinutesAgo(cashless, 75);

  await page.goto('/my-claims');
  const cashlessCard = page.getByRole('article', { name: 'Cashless: in hospital now' });
  await expect(cashlessCard.getByText(/^Deadline passed: Due by/)).toBeVisible();
  await expect(
    cashlessCard.getByText('Rule: IRDAI Master Circular on Health Insurance Business, 29/05/2024'),
  ).toBeVisible();
  await expect(cashlessCard.getByRole('heading', { name: 'Your complaint, ready to send' })).toBeVisible();
  await expect(cashlessCard.getByText('The insurer missed its deadline on this claim.')).toBeVisible();
  await expect(
    cashlessCard.getByText('First, write to the insurer’s grievance officer. You can go here now'),
  ).toBeVisible();

  const paid = page.getByRole('article', { name: 'Reimbursement' });
  await expect(paid.getByText('Partly approved', { exact: true }).first()).toBeVisible();
  const rows = paid.getByRole('row');
  await expect(rows.filter({ hasText: 'Room rent above the limit' })).toContainText('₹6,000');
  await expect(rows.filter({ hasText: 'Gloves and masks' })).toContainText('Consumables are not covered');
  await expect(paid.getByText('The insurer decided in time.')).toBeVisible();
  await checkAndShootAt(page, SHOTS, 'my-claims');

  await page.goto('/hi/my-claims');
  await expect(page.getByRole('heading', { name: 'मेरे क्लेम', level: 1 })).toBeVisible();
  const hindiCashless = page.getByRole('article', { name: 'कैशलेस: अभी अस्पताल में' });
  await expect(hindiCashless.getByText(/^समय-सीमा निकल गई:/)).toBeVisible();
  await expect(hindiCashless.getByRole('heading', { name: 'आपकी शिकायत, भेजने के लिए तैयार' })).toBeVisible();
  const ours = [
    'Room rent above the limit',
    'Room rent is capped at 1% of the sum insured a day',
    'Gloves and masks',
    'Consumables are not covered by this policy',
    'IRDAI Master Circular on Health Insurance Business',
    "IRDAI Master Circular on Protection of Policyholders' Interests, 2024",
    'Insurance Ombudsman Rules, 2017, as amended by G.S.R. 828(E)',
  ];
  expect(await englishPhrases(page, ours)).toEqual([]);
  await checkAndShootAt(page, SHOTS, 'my-claims-hi');
});

test('a nominee change done within its 7 days shows on My claims with its rule, in English and Hindi', async ({
  page,
}) => {
  const { customer, policyId } = await customerWithPolicy(page, {
    insurer: 'HDFC Life',
    line: 'term',
    policyNumber: 'HL-88120',
    endDate: '2056-03-31',
  });
  const asked = await page.request.post(`/api/Insurance/Policies/${policyId}/ServiceRequests`, {
    headers: customer,
    data: { kind: 'nominee-change', details: 'New nominee: Meera Verma, daughter' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const id = ((await asked.json()) as { result: { id: number } }).result.id;
  const admin = { authorization: `Bearer ${await adviserToken(page.request)}` };
  for (const to of ['sent-to-insurer', 'acknowledged', 'done']) {
    const moved = await page.request.post(`/api/Admin/ServiceRequests/${id}/Move`, {
      headers: admin,
      // done: the insurer recorded the new nominee, and the console writes them to the policy
      data: to === 'done' ? { to, nominee: { name: 'Meera Verma', relation: 'Child', mobile: '' } } : { to },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  await page.goto('/my-claims');
  const card = page.getByRole('article', { name: 'Nominee change' });
  await expect(card.getByText('Done within the deadline.')).toBeVisible();
  await expect(
    card.getByText(
      /^Rule: IRDAI Master Circular on Protection of Policyholders' Interests, 2024, 05\/09\/2024$/,
    ),
  ).toBeVisible();
  await expect(card.getByRole('list', { name: 'What has happened' }).getByRole('listitem')).toHaveCount(4);
  await checkAndShootAt(page, SHOTS, 'nominee-change');

  await page.goto('/hi/my-claims');
  const hindi = page.getByRole('article', { name: 'नॉमिनी बदलना' });
  await expect(hindi.getByText('समय-सीमा के अंदर पूरा हुआ।')).toBeVisible();
  await checkAndShootAt(page, SHOTS, 'nominee-change-hi');
});

test('the advisers’ queue lists open claims earliest deadline first, the breached one marked', async ({
  page,
}) => {
  const { customer, policyId } = await customerWithPolicy(page, {
    insurer: 'Star Health',
    line: 'health',
    policyNumber: 'SH-51990',
    endDate: '2027-05-31',
    members: [{ name: 'Ravi Kumar', relation: 'Self' }],
  });
  const adminToken = await adviserToken(page.request);
  const admin = { authorization: `Bearer ${adminToken}` };
  const claim = async (kind: string, reference: string) => {
    const started = await page.request.post(`/api/Insurance/Policies/${policyId}/Claims`, {
      headers: customer,
      data: { kind, claimedAmount: 50_000 },
    });
    const id = ((await started.json()) as { result: { id: number } }).result.id;
    await page.request.post(`/api/Admin/Claims/${id}/Move`, {
      headers: admin,
      data: { to: 'submitted', insurerReference: reference },
    });
    return id;
  };
  const slow = await claim('reimbursement', 'RB-7');
  const late = await claim('cashless', 'CL-7');
  receivedMinutesAgo(late, 90);

  await page.evaluate((t) => localStorage.setItem('adminToken', t), adminToken);
  await page.goto('/admin/queues');
  const claims = page.getByRole('region', { name: 'Claims' }).getByRole('listitem');
  await expect(claims.filter({ hasText: `#${late},` })).toContainText('Breached');
  await expect(claims.filter({ hasText: `#${slow},` })).toContainText('On time');
  // each line says its kind and state in words, never the codes
  await expect(claims.filter({ hasText: `#${late},` })).toContainText(
    'Cashless claim · Submitted to the insurer',
  );
  await expect(claims.filter({ hasText: `#${slow},` })).not.toContainText('reimbursement · submitted');
  const order = await claims.allInnerTexts();
  const lateAt = order.findIndex((text) => text.includes(`#${late},`));
  const slowAt = order.findIndex((text) => text.includes(`#${slow},`));
  expect(lateAt).toBeLessThan(slowAt);
  await expect(
    page.getByText('Our goal: answer a cashless claim within 30 minutes in working hours.'),
  ).toBeVisible();
  await checkAndShootAt(page, SHOTS, 'adviser-queues');
});
