// A visitor on a slow phone types into a prerendered quote form before its JavaScript has run (pages go out
// without modulepreload hints). The page's scripts are held back here until the visitor has typed and picked;
// after hydration everything typed is still there, in the form's state, and the submit sends it.
import { LEAD_CONSENT_TEXT } from '@bimasetu/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectOneLead } from './leads-helpers';
import { uniqueMobile } from './support/fixtures';

/** Opens `path` with every script held until the answer's `release` is called. */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    // nothing ran yet: what follows was typed into the prerendered HTML alone
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  };
}

test('term: typed, picked and ticked before hydration, kept after it and submitted', async ({ page }) => {
  const mobile = uniqueMobile();
  const hydrate = await openWithScriptsHeld(page, '/term-insurance');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel(/Full name/).fill('Asha Rao');
  await page.getByLabel(/Date of birth/).fill('15081990');
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('checkbox', { name: LEAD_CONSENT_TEXT }).check();
  await hydrate();

  // the form's own cleaning ran on what was typed (the date's slashes)
  await expect(page.getByLabel(/Date of birth/)).toHaveValue('15/08/1990');
  await expect(page.getByLabel(/Full name/)).toHaveValue('Asha Rao');
  await expect(page.getByLabel(/Mobile number/)).toHaveValue(mobile);
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: LEAD_CONSENT_TEXT })).toBeChecked();
  // a render after hydration keeps them (before the fix it put the prerendered empty values back)
  await page.getByRole('radio', { name: 'WhatsApp' }).check();
  await expect(page.getByLabel(/Full name/)).toHaveValue('Asha Rao');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();

  await page.getByRole('button', { name: 'View Calculated Coverage Plans' }).click();
  await expect(page).toHaveURL(/\/term-insurance-plans\?dob=1990-08-15&gender=female&tobacco=no$/);
  const lead = await expectOneLead(mobile);
  expect(lead).toMatchObject({ line: 'term', consent: 1, contactPreference: 'WhatsApp' });
  expect(lead.details).toMatchObject({
    gender: 2,
    fullName: 'Asha Rao',
    dob: '15/08/1990',
    mobileNumber: mobile,
  });
});

test('child savings: selects picked before hydration are kept and submitted', async ({ page }) => {
  const hydrate = await openWithScriptsHeld(page, '/child-savings');
  await page.getByLabel(/Your name/).fill('Meera Iyer');
  await page.getByLabel(/Mobile number/).fill('9123456780');
  await page.getByLabel(/Email/).fill('meera@example.in');
  await page.getByLabel(/Your age/).selectOption('36');
  await page.getByLabel(/Child's age/).selectOption('4');
  await page.getByLabel(/Annual income/).selectOption('₹10 - ₹20 Lakhs');
  await hydrate();

  await expect(page.getByLabel(/Your age/)).toHaveValue('36');
  await expect(page.getByLabel(/Child's age/)).toHaveValue('4');
  await expect(page.getByLabel(/Your name/)).toHaveValue('Meera Iyer');
  // the city search works once the page is live; choosing it renders the form again
  const city = page.getByRole('combobox', { name: /City/ });
  await city.fill('Pune');
  await page.getByRole('option', { name: 'Pune' }).click();
  await expect(page.getByLabel(/Your age/)).toHaveValue('36');
  await expect(page.getByLabel(/Annual income/)).toHaveValue('₹10 - ₹20 Lakhs');
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/child-savings-plan\?parentAge=36&childAge=4&income=/);
});

test('contact: a form that hydrates late (inside the lazily loaded query provider) keeps what was typed', async ({
  page,
}) => {
  const hydrate = await openWithScriptsHeld(page, '/contactus');
  await page.getByLabel(/Name/).fill('Rohit Sharma');
  await page.getByLabel(/Phone number/).fill(uniqueMobile());
  await page.getByLabel(/Message/).fill('My car policy renews next week. Please share options.');
  await hydrate();
  // the form's own part hydrates once its code has arrived
  await page.waitForLoadState('networkidle');
  // a render after hydration (choosing the enquiry type) keeps the typed values on screen and in the state
  await page.getByLabel(/Enquiry type/).selectOption({ label: 'Renewal Enquiry' });
  await expect(page.getByLabel(/Name/)).toHaveValue('Rohit Sharma');
  await expect(page.getByLabel(/Message/)).toHaveValue(/renews next week/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
});
