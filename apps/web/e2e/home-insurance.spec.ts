// Home insurance (issue 26): a visitor quotes a home in English and in Hindi, sees the premium move with the
// rebuild and contents values, applies from a plan card and finds the same premium in the tracker.
// Screenshots at a phone and a desktop width go to SHOTS_DIR (never committed).
import type { Page } from '@playwright/test';
import {
  checkA11y,
  englishPhrases,
  expect,
  screenshotsAt,
  seedSession,
  serverPriceOf,
  test,
  uniqueMobile,
} from './support/fixtures';
import { trackSentApplication } from './support/tracker';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-lines';
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Fills the home form as an owner with a rebuild value and goes to the list; answers the first card's premium. */
async function quoteHome(
  page: Page,
  prefix: string,
  labels: Record<string, RegExp | string>,
  values: { rebuild: string; contents: string },
  mobile: string,
) {
  await page.goto(`${prefix}/home-insurance`);
  await page.getByLabel(labels.owner!).check();
  await page.getByLabel(labels.rebuildBasis!).check();
  await page.getByLabel(labels.rebuild!).fill(values.rebuild);
  await page.getByLabel(labels.contents!).fill(values.contents);
  const city = page.getByRole('combobox');
  await city.fill('Pun');
  await page
    .getByRole('option', { name: /Pune|पुणे/ })
    .first()
    .click();
  await page.getByLabel(labels.mobile!).fill(mobile);
  await page.getByRole('button', { name: labels.submit! }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `${prefix}/home-insurance-plan\\?occupancy=owner&basis=rebuild&rebuild=${values.rebuild}&contents=${values.contents}`,
    ),
  );
  const premium = page.getByTestId('home-plan').first().getByTestId('premium');
  await expect(premium).toHaveText(/^₹[\d,]+$/);
  return rupees(await premium.textContent());
}

const english = {
  owner: 'Owner',
  rebuildBasis: 'Rebuild value',
  rebuild: /^Rebuild value \(₹\)/,
  contents: /^Value of your belongings/,
  mobile: /Mobile number/,
  submit: 'View Plans',
};

test('home: an English quote moves with the rebuild and contents values, and its premium reaches the tracker', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await seedSession(page, mobile);
  const base = await quoteHome(page, '', english, { rebuild: '5000000', contents: '500000' }, mobile);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home Insurance Plans');
  await expect(page.getByTestId('told')).toContainText('Building: ₹50,00,000');
  await checkA11y(page, 'home plan list');
  await screenshotsAt(page, SHOTS, 'home-plan-list');

  const higherRebuild = await quoteHome(
    page,
    '',
    english,
    { rebuild: '8000000', contents: '500000' },
    mobile,
  );
  expect(higherRebuild).toBeGreaterThan(base);
  // ₹5 lakh of contents is inside what ₹80 lakh of building covers without declaration; ₹25 lakh is not
  const moreContents = await quoteHome(
    page,
    '',
    english,
    { rebuild: '8000000', contents: '2500000' },
    mobile,
  );
  expect(moreContents).toBeGreaterThan(higherRebuild);

  // a reload keeps the list's answers: they are in its address
  await page.reload();
  const card = page.getByTestId('home-plan').first();
  await expect(card.getByTestId('premium')).toHaveText(`₹${moreContents.toLocaleString('en-IN')}`);
  const planName = (await card.getByRole('heading').textContent()) ?? '';
  await card
    .getByRole('button', { name: 'How this price is worked out' })
    .or(card.getByText('How this price is worked out'))
    .click();
  await expect(card.getByTestId('facts')).toContainText('Declared contents of ₹15,00,000');

  const priced = serverPriceOf(page);
  await card.getByRole('link', { name: `Buy Now: ${planName}` }).click();
  await expect(page).toHaveURL(/\/dashboard\?quote=/);
  expect((await priced).premium).toBe(moreContents);
  await expect(page.getByTestId('chosen-plan')).toHaveText(planName);
  await expect(page.getByTestId('quote-premium')).toHaveText(`₹${moreContents.toLocaleString('en-IN')}`);
  await checkA11y(page, 'application from a home plan');
  await screenshotsAt(page, SHOTS, 'home-application');
  const fullName = page.getByLabel(/^Full name/);
  if ((await fullName.count()) > 0) await fullName.fill('Anita Kulkarni');
  const email = page.getByLabel(/^Email/);
  if ((await email.count()) > 0) await email.fill('anita@example.in');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();

  const { row } = await trackSentApplication(page);
  await expect(row).toContainText(planName);
  await expect(row).toContainText(`₹${moreContents.toLocaleString('en-IN')} a year`);
  await screenshotsAt(page, SHOTS, 'home-tracker');
});

test('home: the Hindi quote is in Hindi, moves with the rebuild and contents values, and its premium reaches the tracker', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await seedSession(page, mobile);
  const hindi = {
    owner: 'मालिक हैं',
    rebuildBasis: 'दोबारा बनाने की लागत',
    rebuild: /^दोबारा बनाने की लागत \(₹\)/,
    contents: /^आपके सामान का मूल्य/,
    mobile: /मोबाइल/,
    submit: 'प्लान देखें',
  };
  await page.goto('/hi/home-insurance');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('होम इंश्योरेंस');
  await screenshotsAt(page, SHOTS, 'home-form-hi');
  const base = await quoteHome(page, '/hi', hindi, { rebuild: '5000000', contents: '500000' }, mobile);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('होम इंश्योरेंस प्लान');
  const higher = await quoteHome(page, '/hi', hindi, { rebuild: '9000000', contents: '3000000' }, mobile);
  expect(higher).toBeGreaterThan(base);
  const card = page.getByTestId('home-plan').first();
  await card.getByText('यह दाम कैसे निकला').click();
  await expect(card.getByTestId('facts')).toContainText('घोषित सामान ₹20,00,000');
  expect(await englishPhrases(page)).toEqual([]);
  await screenshotsAt(page, SHOTS, 'home-plan-list-hi');

  const planName = (await card.getByRole('heading').textContent()) ?? '';
  const premium = `₹${higher.toLocaleString('en-IN')}`;
  const priced = serverPriceOf(page);
  await card.getByRole('link', { name: `अभी खरीदें: ${planName}` }).click();
  await expect(page).toHaveURL(/\/hi\/dashboard\?quote=/);
  expect((await priced).premium).toBe(higher);
  await expect(page.getByTestId('quote-premium')).toHaveText(premium);
  const fullName = page.getByLabel(/^पूरा नाम/);
  if ((await fullName.count()) > 0) await fullName.fill('Anita Kulkarni');
  const email = page.getByLabel(/^ईमेल/);
  if ((await email.count()) > 0) await email.fill('anita@example.in');
  await page.getByRole('button', { name: 'आवेदन भेजें' }).click();
  await expect(page.getByRole('heading', { name: 'आवेदन मिल गया' })).toBeVisible();
  const { row } = await trackSentApplication(page, {
    link: 'मेरे अनुरोध की स्थिति',
    table: 'आपके बीमा अनुरोध',
  });
  await expect(row).toContainText(planName);
  await expect(row).toContainText(`${premium} प्रति वर्ष`);
  await checkA11y(page, 'Hindi tracker with a home application');
  await screenshotsAt(page, SHOTS, 'home-tracker-hi');
});
