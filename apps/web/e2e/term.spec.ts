import { LEAD_CONSENT_TEXT } from '@bimasetu/contract';
import { expectApplyLink, expectNoLead, expectOneLead } from './leads-helpers';
import { expectedPremium } from './term-prices';
import { checkA11y, expect, test, uniqueMobile } from './support/fixtures';

const submitLabel = 'View Calculated Coverage Plans';

test('term: each message, then a consented lead is stored and the list sorts, filters, switches to yearly and shows details', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/term-insurance');
  await expect(page.getByRole('heading', { name: 'Term Insurance Calculator', level: 1 })).toBeVisible();
  await checkA11y(page, 'term form');

  await page.getByRole('button', { name: submitLabel }).click();
  for (const message of ['Name is required', 'Date of Birth is required', 'Mobile number is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel(/Full name/).fill('Asha R2');
  await page.getByLabel(/Date of birth/).pressSequentially('1508');
  await page.getByLabel(/Mobile number/).fill('98765');
  for (const message of [
    'Name must contain only letters',
    'Enter DOB in DD/MM/YYYY format',
    'Enter a valid 10-digit mobile number',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await checkA11y(page, 'term form with errors');

  await page.getByLabel(/Full name/).fill('Asha Rao');
  await page.getByLabel(/Date of birth/).fill('');
  await page.getByLabel(/Date of birth/).pressSequentially('15081990');
  await expect(page.getByLabel(/Date of birth/)).toHaveValue('15/08/1990');
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('checkbox', { name: LEAD_CONSENT_TEXT }).check();
  await page.getByRole('radio', { name: 'WhatsApp' }).check();
  await page.getByRole('button', { name: submitLabel }).click();
  await expect(page).toHaveURL(/\/term-insurance-plans\?dob=1990-08-15&gender=male&tobacco=no$/);

  const lead = await expectOneLead(mobile);
  expect(lead).toMatchObject({ line: 'term', consent: 1, contactPreference: 'WhatsApp' });
  expect(lead.details).toEqual({
    gender: 1,
    fullName: 'Asha Rao',
    dob: '15/08/1990',
    mobileNumber: mobile,
    whatsapp: true,
    tobacco: 'no',
    // the server's own price of the lead, checked in apps/api/test/leads-pricing.test.ts
    serverQuote: expect.any(Object),
  });

  const cards = page.getByRole('list', { name: 'Plans' }).getByRole('article');
  await expect(cards).toHaveCount(16);
  await expect(page.getByText('Showing all 16 plans, sorted by popularity', { exact: false })).toBeVisible();
  await checkA11y(page, 'term list');

  // sort: price low to high, applied only on Apply
  await page.getByRole('button', { name: /Sort\/Filter/ }).click();
  const modal = page.getByRole('dialog', { name: 'Sort & Filter' });
  await modal.getByRole('radio', { name: 'Price: low to high' }).check();
  await checkA11y(page, 'term filter modal');
  await expect(page.getByTestId('premium').first()).toHaveText(
    expectedPremium('term', 1, { dob: new Date(1990, 7, 15), gender: 'male' }, 60),
  );
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(modal).toBeHidden();
  const rupees = async () =>
    (await cards.getByTestId('premium').allTextContents()).map((t) => Number(t.replace(/\D/g, '')));
  const monthly = await rupees();
  expect(monthly).toEqual([...monthly].sort((a, b) => a - b));

  // Yearly really shows yearly premiums: more than 10 and less than 12 monthly ones
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(cards.first()).toContainText('/year');
  const yearly = await rupees();
  expect(yearly[0]).toBeGreaterThan(monthly[0]! * 10);
  expect(yearly[0]).toBeLessThan(monthly[0]! * 12);

  // filters: insurer LIC only; the life cover select narrows
  await page.getByRole('button', { name: /Sort\/Filter/ }).click();
  await modal.getByRole('tab', { name: 'Insurer' }).click();
  await modal.getByRole('checkbox', { name: 'LIC', exact: true }).check();
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('LIC Tech Term');
  await page.getByRole('button', { name: /Sort\/Filter/ }).click();
  await modal.getByRole('button', { name: 'Clear all' }).click();
  await expect(modal).toBeHidden();
  await expect(cards).toHaveCount(16);
  // life cover prices every plan at the chosen amount; it hides none
  await page.getByLabel('Life cover').selectOption({ label: '₹25 Lac' });
  await expect(cards).toHaveCount(16);
  await expect(page.getByTestId('priced-for')).toContainText('₹25 lakh till 60');
  await page.getByLabel('Life cover').selectOption({ label: '₹1 Crore' });

  // details dialog, and its way on to the application form
  await cards
    .first()
    .getByRole('button', { name: /Plan details/ })
    .click();
  const details = page.getByRole('dialog', { name: 'HDFC Life Click 2 Protect Supreme' });
  await expect(details).toContainText('Accidental Death Benefit');
  await checkA11y(page, 'term plan details');
  await expectApplyLink(details.getByRole('link', { name: 'Get Quote' }), {
    line: 'term',
    planName: 'HDFC Life Click 2 Protect Supreme',
    cover: 10000000,
    choices: { lifeCover: 10000000 },
  });
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
});

test('NRI term: without consent the form still moves on and nothing is stored', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/nri-term-insurance');
  await expect(page.getByRole('heading', { name: 'NRI-Term Insurance Calculator', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('NRI-Term Insurance Calculator | BimaSetu');
  await checkA11y(page, 'NRI term form');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await page.getByLabel(/Full name/).fill('Vikram Shah');
  await page.getByLabel(/Date of birth/).pressSequentially('01011985');
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await expect(page.getByRole('checkbox', { name: LEAD_CONSENT_TEXT })).not.toBeChecked();
  await page.getByRole('button', { name: submitLabel }).click();
  await expect(page).toHaveURL(/\/nri-term-insurance-plans\?dob=1985-01-01&gender=male&tobacco=no$/);
  await expect(page.getByRole('list', { name: 'Plans' }).getByRole('article')).toHaveCount(16);
  await checkA11y(page, 'NRI term list');
  await expectNoLead(mobile);
});

test('women term: Female by default, a consented lead, and the list filters that the original left unconnected', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await page.goto('/women-term-insurance');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await checkA11y(page, 'women term form');
  await page.getByLabel(/Full name/).fill('Meera Iyer');
  await page.getByLabel(/Date of birth/).pressSequentially('20021992');
  await page.getByLabel(/Mobile number/).fill(mobile);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('checkbox', { name: LEAD_CONSENT_TEXT }).check();
  await page.getByRole('button', { name: submitLabel }).click();
  await expect(page).toHaveURL(/\/women-term-insurance-plans\?dob=1992-02-20&gender=female&tobacco=no$/);
  const lead = await expectOneLead(mobile);
  expect(lead).toMatchObject({ line: 'women-term', consent: 1, contactPreference: 'Call' });
  expect(lead.details).toMatchObject({ gender: 2, fullName: 'Meera Iyer', whatsapp: false });

  const cards = page.getByRole('list', { name: 'Plans' }).getByRole('article');
  await expect(cards).toHaveCount(16);
  // each plan's line for women states its own rate and where it comes from; no offer we cannot back
  await expect(cards.first()).toContainText('For women: Women priced 16% below men: our assumption');
  await expect(page.getByText(/Women offer:/)).toHaveCount(0);
  await page.getByRole('button', { name: /Sort\/Filter/ }).click();
  const modal = page.getByRole('dialog', { name: 'Sort & Filter' });
  await modal.getByRole('tab', { name: 'Also offered' }).click();
  await modal.getByRole('checkbox', { name: 'Single pay' }).check();
  await modal.getByRole('tab', { name: 'Sort' }).click();
  await modal.getByRole('radio', { name: 'Price: high to low' }).check();
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(cards).toHaveCount(3);
  const meera = { dob: new Date(1992, 1, 20), gender: 'female' as const };
  // the women plans whose insurers also offer single pay (term-catalogue.ts), each priced as regular pay
  const singlePay = [4, 10, 16].map((id) => expectedPremium('women-term', id, meera, 60));
  const byRupees = (t: string) => Number(t.replace(/\D/g, ''));
  await expect(cards.getByTestId('premium')).toHaveText(singlePay.sort((a, b) => byRupees(b) - byRupees(a)));
  await checkA11y(page, 'women term list filtered');
});

test('term list on a phone: the sticky bar stays compact and keeps its labelled controls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/term-insurance-plans');
  const lifeCover = page.getByRole('combobox', { name: 'Life cover' });
  await expect(lifeCover).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Cover till' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sort\/Filter/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yearly' })).toBeVisible();
  await page.mouse.wheel(0, 900);
  // Stays on top while the list scrolls, and takes no more than about an eighth of the screen's height.
  const bar = page.locator('div.sticky').filter({ has: lifeCover });
  await expect(bar).toBeInViewport();
  const box = await bar.boundingBox();
  expect(box?.height ?? Infinity).toBeLessThanOrEqual(120);
  // It sits right under the site's sticky header, not behind it (the header's measured height).
  const header = await page.locator('header').first().boundingBox();
  expect(Math.abs((box?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0)))).toBeLessThanOrEqual(1);
  await checkA11y(page, 'term list on a phone');
});
