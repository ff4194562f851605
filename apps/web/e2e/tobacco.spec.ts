// Tobacco is asked on the term forms before any price (issue 27 A1): the answer travels in the list's address to
// the sticky bar and every card, to the application's quote and to the server's own price, so the tracker shows
// the card's premium. Screenshots at a phone's width go to SHOTS_DIR (never committed).
import type { Page } from '@playwright/test';
import { expectOneLead } from './leads-helpers';
import { expectedPremium } from './term-prices';
import { LEAD_CONSENT_TEXT } from '@bimasetu/contract';
import { ageLastBirthday, defaultCoverTill } from '@bimasetu/contract/rating';
import { checkA11y, expect, screenshotsAt, seedSession, test, uniqueMobile } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-quotes';

const shots = (page: Page, name: string) => screenshotsAt(page, SHOTS, name);

test('a tobacco user says so on the term form: the list, the application and the tracker show the same loaded premium', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await seedSession(page, mobile);
  await page.goto('/term-insurance');
  await page.getByLabel(/Full name/).fill('Ravi Kumar');
  await page.getByLabel(/Date of birth/).pressSequentially('10051990');
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByRole('button', { name: 'View Calculated Coverage Plans' }).click();
  // asked, never assumed
  await expect(page.getByText('Tell us whether you smoke or chew tobacco', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Yes', exact: true })).toBeFocused();
  await checkA11y(page, 'term form asking about tobacco');
  await shots(page, 'term-form-tobacco-question');
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('checkbox', { name: LEAD_CONSENT_TEXT }).check();
  await page.getByRole('button', { name: 'View Calculated Coverage Plans' }).click();

  await expect(page).toHaveURL(/\/term-insurance-plans\?dob=1990-05-10&gender=male&tobacco=yes$/);
  await expect(page.getByRole('combobox', { name: 'Tobacco use' })).toHaveValue('yes');
  await expect(page.getByTestId('priced-for')).toContainText('tobacco user man');
  await expect(page.getByText('Non-smoker is assumed until you answer tobacco use.')).toHaveCount(0);
  const card = page.getByRole('list', { name: 'Plans' }).getByRole('article').first();
  const dob = new Date(1990, 4, 10);
  const premium = expectedPremium('term', 1, { dob, gender: 'male', tobacco: 'yes' }, 60);
  await expect(card.getByTestId('premium')).toHaveText(premium);
  expect(premium).not.toBe(expectedPremium('term', 1, { dob, gender: 'male', tobacco: 'no' }, 60));
  await shots(page, 'term-list-tobacco-user');

  // the kept lead was priced by the server for a tobacco user too
  const lead = await expectOneLead(mobile);
  expect(lead.details).toMatchObject({ tobacco: 'yes', serverQuote: { inputs: { tobacco: 'yes' } } });

  await card.getByRole('link', { name: /get a quote for/ }).click();
  await expect(page.getByTestId('quote-premium')).toHaveText(premium);
  await expect(page.getByTestId('quote-inputs')).toHaveText(/tobacco user man/);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  const reference = (await page.getByTestId('application-reference').textContent()) ?? '';
  await page.goto('/knowmyrequest');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(`${premium} a month`);
});

test('तंबाकू: the Hindi women term form asks it, and the Hindi list and tracker price a tobacco user', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await seedSession(page, mobile);
  await page.goto('/hi/women-term-insurance');
  await page.getByLabel(/पूरा नाम/).fill('मीरा अय्यर');
  await page.getByLabel(/जन्म तिथि/).pressSequentially('20021992');
  await page.getByLabel(/मोबाइल नंबर/).fill(mobile);
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();
  await expect(
    page.getByText('बताइए कि आप धूम्रपान करते हैं या तंबाकू खाते हैं या नहीं', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: /क्या आप धूम्रपान करते हैं या तंबाकू खाते हैं/ })).toBeVisible();
  await checkA11y(page, 'Hindi term form asking about tobacco');
  await shots(page, 'hi-term-form-tobacco-question');
  await page.getByRole('radio', { name: 'हाँ', exact: true }).check();
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();

  await expect(page).toHaveURL(/\/hi\/women-term-insurance-plans\?dob=1992-02-20&gender=female&tobacco=yes$/);
  await expect(page.getByTestId('priced-for')).toContainText('तंबाकू लेने वाली महिला के लिए');
  const card = page.getByRole('list').getByRole('article').first();
  const dob = new Date(1992, 1, 20);
  const till = defaultCoverTill(ageLastBirthday(dob, new Date()));
  const premium = expectedPremium('women-term', 1, { dob, gender: 'female', tobacco: 'yes' }, till);
  await expect(card.getByTestId('premium')).toHaveText(premium);
  await shots(page, 'hi-term-list-tobacco-user');

  await card.getByRole('link', { name: /का कोटेशन पाएँ/ }).click();
  await expect(page.getByTestId('quote-premium')).toHaveText(premium);
  await page.getByRole('button', { name: 'आवेदन भेजें' }).click();
  await expect(page.getByRole('heading', { name: 'आवेदन मिल गया' })).toBeVisible();
  const reference = (await page.getByTestId('application-reference').textContent()) ?? '';
  await page.goto('/hi/knowmyrequest');
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText(premium);
});
