// What a term insurer asks before issuing, on the application opened from a term card (issue 27 A2): income
// (with a note when the cover is above BimaSetu's guide for it), occupation, education, height and weight, the
// nominee and the address; the profile's email and nominee are carried in. Screenshots go to SHOTS_DIR.
import type { Page } from '@playwright/test';
import { checkA11y, expect, screenshotsAt, seedSession, test, uniqueMobile } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-quotes';

const shots = (page: Page, name: string) => screenshotsAt(page, SHOTS, name);

/** A customer with a saved profile (email and nominee), logged in in the browser. */
async function customerWithProfile(page: Page, mobile: string) {
  const token = await seedSession(page, mobile);
  const saved = await page.request.post('/api/Insurance/CreateUserProfile', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstname: 'Kavita',
      lastname: 'Nair',
      mobile,
      email: 'kavita@example.in',
      nomineeName: 'Arjun Nair',
      nomineeRelation: 'Spouse',
      nomineeDob: '02/03/1987',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The term form as a visitor fills it (the application then knows the date of birth), its list, a card. */
async function termCardToApplication(page: Page, prefix: '' | '/hi', mobile: string) {
  const hindi = prefix === '/hi';
  await page.goto(`${prefix}/term-insurance`);
  await page.getByLabel(hindi ? /पूरा नाम/ : /Full name/).fill('Kavita Nair');
  await page.getByLabel(hindi ? /जन्म तिथि/ : /Date of birth/).pressSequentially('12041991');
  await page.getByRole('radio', { name: hindi ? 'महिला' : 'Female' }).check();
  await page.getByLabel(hindi ? /मोबाइल नंबर/ : /Mobile number/).fill(mobile);
  await page.getByRole('radio', { name: hindi ? 'नहीं' : 'No', exact: true }).check();
  await page
    .getByRole('button', { name: hindi ? 'अपने कवरेज प्लान देखें' : 'View Calculated Coverage Plans' })
    .click();
  const card = page.getByRole('list').getByRole('article').first();
  await card.getByRole('link', { name: /get a quote for|का कोटेशन पाएँ/ }).click();
  await expect(page).toHaveURL(/\/dashboard\?quote=/);
}

test('the term application asks income, education, height, weight, nominee and address, and brings the profile’s email and nominee', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await customerWithProfile(page, mobile);
  await termCardToApplication(page, '', mobile);

  await expect(page.getByLabel(/^Email/)).toHaveValue('kavita@example.in');
  await expect(page.getByLabel(/^Nominee name/)).toHaveValue('Arjun Nair');
  await expect(page.getByLabel(/^Relation/)).toHaveValue('Spouse');
  await expect(page.getByLabel(/^Nominee date of birth/)).toHaveValue('02/03/1987');
  await expect(page.getByText('Section 5 of 5')).toBeVisible();

  // ₹1 crore on ₹3 lakh a year is above the guide; the note says whose rule it is and never blocks
  await page.getByLabel(/^Annual income/).fill('300000');
  const note = page.getByTestId('cover-above-income');
  await expect(note).toContainText('is 33.3 times the yearly income you gave');
  await expect(note).toContainText('by their own underwriting rules, which they do not publish per plan');
  await page.getByLabel(/^Occupation$/).selectOption('Salaried');
  await page.getByLabel(/^Education$/).selectOption('Graduate');
  await page.getByLabel(/^Height \(cm\)/).fill('164');
  await page.getByLabel(/^Weight \(kg\)/).fill('58');
  await page.getByLabel(/^Address/).fill('14 Park Street, Kolkata');
  await checkA11y(page, 'term application with the insurer’s questions');
  await shots(page, 'term-application-asks');

  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/Insurance/AddInsuranceRequest') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Application' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    policyType: 'Term',
    income: '300000',
    education: 'Graduate',
    heightCm: '164',
    weightKg: '58',
    address: '14 Park Street, Kolkata',
    email: 'kavita@example.in',
    nomineeName: 'Arjun Nair',
    nomineeRelation: 'Spouse',
    nomineeDob: '02/03/1987',
  });
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
});

test('in Hindi the term application asks the same questions and says the cover note in Hindi', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await customerWithProfile(page, mobile);
  await termCardToApplication(page, '/hi', mobile);

  await expect(page.getByLabel(/^नॉमिनी का नाम/)).toHaveValue('Arjun Nair');
  await expect(page.getByRole('heading', { name: 'शिक्षा, लंबाई और वज़न' })).toBeVisible();
  await page.getByLabel(/^सालाना आय/).fill('300000');
  await expect(page.getByTestId('cover-above-income')).toContainText('आपकी बताई सालाना आय का 33.3 गुना है');
  await page.getByLabel('शिक्षा', { exact: true }).selectOption({ label: 'स्नातक' });
  await page.getByLabel(/^लंबाई \(/).fill('1640');
  await expect(page.getByLabel(/^लंबाई \(/)).toHaveValue('164');
  await checkA11y(page, 'Hindi term application with the insurer’s questions');
  await shots(page, 'hi-term-application-asks');
  await page.getByRole('button', { name: 'आवेदन भेजें' }).click();
  await expect(page.getByRole('heading', { name: 'आवेदन मिल गया' })).toBeVisible();
});
