// A rejected claim's grievance sent from My claims: the button, then the step recorded with the insurer's deadline
// and the rule it comes from, in English and Hindi. The rejection is arranged in the database as an adviser's
// move would leave it.
import Database from 'better-sqlite3';
import { checkAndShootAt, expect, seedSession, test, uniqueMobile } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-grievance';
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('policy photo'),
]);

function rejected(claimId: number) {
  const db = new Database(process.env.E2E_SQLITE_PATH!);
  const at = new Date().toISOString();
  db.prepare("update claims set state = 'rejected' where id = ?").run(claimId);
  db.prepare(
    "insert into case_events (subject, subject_id, state, note, by, actor, at) values ('claim', ?, 'rejected', '', 'adviser', '9800000001', ?)",
  ).run(claimId, at);
  db.close();
}

test('a rejected claim’s grievance is sent from My claims and starts the insurer’s deadline', async ({
  page,
}) => {
  const token = await seedSession(page, uniqueMobile());
  const customer = { authorization: `Bearer ${token}` };
  const added = await page.request.post('/api/Insurance/Policies', {
    headers: customer,
    multipart: {
      policy: JSON.stringify({
        insurer: 'Care Health',
        line: 'health',
        policyNumber: 'CH-40400',
        endDate: '2027-03-31',
        members: [{ name: 'Asha Verma', relation: 'Self' }],
      }),
      photo: { name: 'policy.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const policyId = ((await added.json()) as { result: { id: number } }).result.id;
  const started = await page.request.post(`/api/Insurance/Policies/${policyId}/Claims`, {
    headers: customer,
    data: { kind: 'reimbursement', claimedAmount: 60_000 },
  });
  const claimId = ((await started.json()) as { result: { id: number } }).result.id;
  rejected(claimId);

  await page.goto('/my-claims');
  const card = page.getByRole('article', { name: 'Reimbursement' });
  await expect(card.getByText('The insurer rejected this claim.')).toBeVisible();
  await card.getByRole('button', { name: 'Send this grievance' }).click();
  await expect(
    card.getByText(/^Sent to the insurer’s grievance officer on \d{2}\/\d{2}\/\d{4}\.$/),
  ).toBeVisible();
  await expect(card.getByText(/^The insurer must resolve it by \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send this grievance' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Record the insurer’s reply' })).toBeVisible();
  await card.getByRole('button', { name: 'Record the insurer’s reply' }).click();
  await expect(card.getByText('Enter the date of the insurer’s reply as dd/mm/yyyy.')).toBeVisible();
  // a reply dated tomorrow is refused by the server, in words
  const tomorrow = new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  await card
    .getByLabel('Date of the insurer’s reply (dd/mm/yyyy)')
    .fill(tomorrow.split('-').reverse().join(''));
  await card.getByRole('button', { name: 'Record the insurer’s reply' }).click();
  await expect(card.getByText('The date of the reply cannot be in the future.')).toBeVisible();
  await checkAndShootAt(page, SHOTS, 'grievance-sent');

  await page.goto('/hi/my-claims');
  const hindi = page.getByRole('article', { name: 'रीइम्बर्समेंट' });
  await expect(hindi.getByText(/को बीमा कंपनी के शिकायत अधिकारी को भेजी गई।$/)).toBeVisible();
  await expect(hindi.getByRole('button', { name: 'बीमा कंपनी का जवाब दर्ज करें' })).toBeVisible();
  await checkAndShootAt(page, SHOTS, 'grievance-sent-hi');
});
