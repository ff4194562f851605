// The renewal page end to end: an adviser records the health policy issued on a customer's request (priced for a
// 45-year-old), and the customer opens its renewal from My policies and finds next year's premium, priced again
// for a 46-year-old, beside this year's, with the reason: the age band moved. In English and in Hindi.
import { quoteHealth } from '@bimasetu/contract/rating';
import { formatRupees } from '../app/lib/format';
import { apiLogin, checkAndShootAt, expect, test, uniqueMobile } from './support/fixtures';
import { fillIssuedPolicy, istToday, openRecordIssuedPolicy, plusDays, storeSession } from './support/vault';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-renewal';
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const healthPremium = (age: number) =>
  quoteHealth({ planId: 'health-4', members: [{ age, child: false }], city: 'Pune', years: 1 })!.total;

test.use({ viewport: { width: 1280, height: 900 } });

test('a customer opens a recorded policy’s renewal and sees next year’s premium beside this year’s, with the reason', async ({
  page,
  browser,
}) => {
  const mobile = uniqueMobile();
  const token = await apiLogin(page.request, mobile);
  const filed = await page.request.post('/api/Insurance/AddInsuranceRequest', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      fullName: 'Meera Iyer',
      phone: mobile,
      policyType: 'Health',
      quote: {
        line: 'health',
        planId: 'health-4',
        details: {
          gender: 'Female',
          members: [{ member: 'Self', age: '45 years' }],
          city: 'Pune',
          name: 'Meera Iyer',
          phone: mobile,
          medicalConditions: ['None of these'],
        },
      },
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  const { id } = ((await filed.json()) as { result: { id: number } }).result;

  const { console, form } = await openRecordIssuedPolicy(browser, id);
  const start = istToday();
  await fillIssuedPolicy(form, {
    number: 'CH/2026/771204',
    start,
    end: plusDays(start, 364),
    sumInsured: '700000',
    fileName: 'health-policy.pdf',
  });
  // the premium comes filled from the request's quote: this year's premium for a 45-year-old
  await expect(form.getByLabel('Premium (₹, GST included)')).toHaveValue(String(healthPremium(45)));
  await form.getByRole('button', { name: 'Record policy' }).click();
  await expect(form.getByText('Policy recorded. The customer can see it in My policies.')).toBeVisible();
  await console.close();

  await storeSession(page, token, mobile);
  await page.goto('/my-policies');
  await page.getByRole('link', { name: 'Renew: Care Health policy CH/2026/771204' }).click();
  await expect(page).toHaveURL(/\/my-policies\/renewal\?policy=\d+$/);
  await expect(page.getByRole('heading', { name: 'Renew your policy', level: 1 })).toBeVisible();
  await expect(page.getByTestId('last-premium')).toHaveText(formatRupees(healthPremium(45)));
  await expect(page.getByTestId('next-premium')).toContainText(formatRupees(healthPremium(46)));
  expect(healthPremium(46)).toBeGreaterThan(healthPremium(45));
  await expect(page.getByTestId('renewal-reasons')).toHaveText(
    'The eldest person insured moves from the 41-45 age band to 46-50.',
  );
  await expect(
    page
      .getByTestId('renewal-deadlines')
      .getByText('Rule: IRDAI (Health Insurance) Regulations, 2016, Schedule I (portability)', {
        exact: false,
      })
      .first(),
  ).toBeVisible();
  await checkAndShootAt(page, SHOTS, 'renewal');

  await page.goto('/hi/my-policies');
  await page.getByRole('link', { name: 'नवीनीकरण: Care Health पॉलिसी CH/2026/771204' }).click();
  await expect(page).toHaveURL(/\/hi\/my-policies\/renewal\?policy=\d+$/);
  await expect(page.getByRole('heading', { name: 'पॉलिसी का नवीनीकरण', level: 1 })).toBeVisible();
  await expect(page.getByTestId('next-premium')).toContainText(formatRupees(healthPremium(46)));
  await expect(page.getByTestId('renewal-reasons')).toHaveText(
    'सबसे बड़े बीमित व्यक्ति का आयु वर्ग 41-45 से 46-50 हो जाता है।',
  );
  await checkAndShootAt(page, SHOTS, 'renewal-hi');
});

test('a policy added from elsewhere says plainly there is no basis to price its renewal, and another’s policy is not found', async ({
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
        policyNumber: 'NB-88120',
        endDate: plusDays(istToday(), 50),
        members: [{ name: 'Meera Iyer', relation: 'Self' }],
      }),
      other: { name: 'p.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/my-policies');
  await checkAndShootAt(page, SHOTS, 'vault-renew-link');
  await page.getByRole('link', { name: 'Renew: Niva Bupa policy NB-88120' }).click();
  await expect(page.getByText('You added this policy from elsewhere', { exact: false })).toBeVisible();
  await expect(page.getByTestId('portability')).toContainText(
    'You can ask another insurer to port this policy now',
  );
  await checkAndShootAt(page, SHOTS, 'renewal-no-basis');

  await page.goto('/my-policies/renewal?policy=999999');
  await expect(page.getByText('We could not find this policy in your account.')).toBeVisible();
});

test('a term policy’s grace cites the life insurance rule and a car policy promises no grace, in English and Hindi', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  const token = await apiLogin(page.request, mobile);
  await storeSession(page, token, mobile);
  const add = async (policy: Record<string, unknown>) => {
    const added = await page.request.post('/api/Insurance/Policies', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        policy: JSON.stringify({ members: [{ name: 'Meera Iyer', relation: 'Self' }], ...policy }),
        other: { name: 'p.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    });
    expect(added.status(), await added.text()).toBe(200);
  };
  await add({
    insurer: 'HDFC Life',
    line: 'term',
    policyNumber: 'HL-30117',
    startDate: plusDays(istToday(), -10),
    endDate: plusDays(istToday(), 365 * 30),
    premium: 1_250,
    premiumFrequency: 'Monthly',
  });
  await add({
    insurer: 'ICICI Lombard',
    line: 'car',
    policyNumber: 'IL-55120',
    planName: 'ICICI Lombard Comprehensive Car Insurance',
    sumInsured: 450_000,
    endDate: plusDays(istToday(), 40),
  });
  const deadlines = page.getByTestId('renewal-deadlines');

  await page.goto('/my-policies');
  await page.getByRole('link', { name: 'Renew: HDFC Life policy HL-30117' }).click();
  await expect(deadlines).toContainText('Last day of grace');
  await expect(deadlines).toContainText(
    'Grace for a life policy: 15 days for monthly premiums, 30 days for quarterly, half-yearly and yearly ones.',
  );
  await expect(deadlines).toContainText(
    'Rule: IRDAI (Non-Linked Insurance Products) Regulations, 2019, 08/07/2019',
  );
  await expect(deadlines).not.toContainText('Master Circular on Health Insurance Business');
  await checkAndShootAt(page, SHOTS, 'renewal-term');
  await page.goto(page.url().replace('/my-policies/', '/hi/my-policies/'));
  await expect(deadlines).toContainText('जीवन बीमा पॉलिसी का ग्रेस पीरियड: मासिक प्रीमियम पर 15 दिन');
  await expect(deadlines).toContainText('नियम: IRDAI (Non-Linked Insurance Products) Regulations, 2019');
  await checkAndShootAt(page, SHOTS, 'renewal-term-hi');

  await page.goto('/my-policies');
  await page.getByRole('link', { name: 'Renew: ICICI Lombard policy IL-55120' }).click();
  await expect(deadlines).toContainText('Last day to keep your no-claim bonus');
  await expect(deadlines).not.toContainText('grace');
  // the insurer once, and a car added from elsewhere: its recorded IDV, the insurer setting the new one
  await expect(page.getByTestId('renewal-policy')).toContainText(
    'ICICI Lombard · Comprehensive Car Insurance',
  );
  const cover = page.getByTestId('renewal-cover');
  await expect(cover).toContainText('Cover now (IDV on your policy)₹4,50,000');
  await expect(cover).toContainText('we do not know your vehicle’s age');
  await expect(cover).toContainText('Rule: India Motor Tariff, General Regulation 8');
  await page.goto(page.url().replace('/my-policies/', '/hi/my-policies/'));
  await expect(deadlines).toContainText('नो-क्लेम बोनस बचाने का आख़िरी दिन');
  await expect(deadlines).not.toContainText('ग्रेस');
  await expect(cover).toContainText('अभी का कवर (आपकी पॉलिसी का IDV)₹4,50,000');
  await checkAndShootAt(page, SHOTS, 'renewal-car-hi');
});
