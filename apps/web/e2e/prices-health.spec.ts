import { mkdirSync } from 'node:fs';
import { checkA11y, expect, test, uniqueMobile, type Page } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

const members = (page: Page) => page.getByRole('group', { name: 'Who would you like to insure?' });
const cards = (page: Page) => page.getByRole('list', { name: 'Plans' }).getByRole('article');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name }) });
const monthly = async (page: Page, name: string) =>
  Number((await card(page, name).getByTestId('premium-monthly').innerText()).replace(/\D/g, ''));

async function quoteFor(page: Page, who: [member: string, age: string][], city: string) {
  await page.goto('/health-insurance');
  for (const [member, age] of who) {
    await members(page).getByRole('checkbox', { name: member, exact: true }).check();
    await page.getByRole('combobox', { name: `Age of ${member}` }).selectOption(age);
  }
  await page.getByRole('radio', { name: city }).check();
  await page.getByLabel(/Full name/).fill('Ravi Kumar');
  await page.getByLabel(/Mobile number/).fill(uniqueMobile());
  await page
    .getByRole('group', { name: 'Does any member have a medical condition?' })
    .getByRole('checkbox', { name: 'None of these' })
    .check();
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/health-insurance-plan\?/);
}

test('a family pays more than one adult, priced from what the form was told', async ({ page }) => {
  await quoteFor(page, [['Self', '30 years']], 'Delhi');
  await expect(page.getByTestId('priced-for')).toContainText('1 adult aged 30 in Delhi (zone A)');
  // the profile the catalogue was written for keeps its listed price: ₹11,436 a year, ₹953 a month
  const single = await monthly(page, 'ReAssure 2.0');
  expect(single).toBe(953);

  await quoteFor(
    page,
    [
      ['Self', '30 years'],
      ['Wife', '28 years'],
      ['Son', '5 years'],
    ],
    'Delhi',
  );
  await expect(page.getByTestId('priced-for')).toContainText('2 adults (eldest 30) and 1 child in Delhi');
  // 11,436 × (1 + 0.7 + 0.25) = 22,300.2 a year → ₹1,858 a month
  expect(await monthly(page, 'ReAssure 2.0')).toBe(1858);
  await checkA11y(page, 'health list priced for a family');
});

test('"Apply for this plan" opens the application at the card’s premium, after the form or from the list’s address', async ({
  page,
}) => {
  const applyAtCardPrice = async (name?: string) => {
    const chosen = name ? card(page, name) : cards(page).first();
    const premium = await chosen.getByTestId('premium-monthly').innerText();
    await chosen.getByRole('link', { name: 'Apply for this plan' }).click();
    await expect(page).toHaveURL(/\/dashboard\?quote=/);
    await expect(page.getByTestId('quote-premium')).toHaveText(premium);
    await expect(page.getByText(/could not work out a price/)).toHaveCount(0);
  };
  await quoteFor(page, [['Self', '30 years']], 'Delhi');
  await applyAtCardPrice('ReAssure 2.0');
  // no quote form in this tab: the lists' own addresses, the visitor's family and the family list's reference one
  await page.goto('/health-insurance-plan?members=a45,a43,c10&city=Pune&cover=25&years=2');
  await applyAtCardPrice();
  await page.goto('/family-health-insurance-plan');
  await applyAtCardPrice();
});

test('a 60-year-old pays more than a 30-year-old for the same plan, city and cover', async ({ page }) => {
  await page.goto('/health-insurance-plan?members=a30&city=Pune');
  const young = await monthly(page, 'Optima Secure');
  await page.goto('/health-insurance-plan?members=a60&city=Pune');
  await expect(page.getByTestId('priced-for')).toContainText('1 adult aged 60 in Pune');
  const older = await monthly(page, 'Optima Secure');
  expect(older).toBeGreaterThan(young * 2);

  await page.getByRole('combobox', { name: 'Cover' }).selectOption('₹25 Lakh');
  await expect(page.getByTestId('priced-for')).toContainText('₹25 lakh for 1 year');
  await expect(cards(page).getByText('₹25 Lakh', { exact: true })).toHaveCount(10);
});

test('compares 2 health plans side by side at the same inputs, from the keyboard', async ({ page }) => {
  await page.goto('/health-insurance-plan?members=a45,c10&city=Jaipur');
  await expect(page.getByTestId('priced-for')).toContainText('in Jaipur');
  const first = card(page, 'ReAssure 2.0').getByRole('button', { name: 'Add to compare' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(
    card(page, 'ReAssure 2.0').getByRole('button', { name: 'Remove from compare' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await card(page, 'Optima Secure').getByRole('button', { name: 'Add to compare' }).click();
  const bar = page.getByRole('region', { name: 'Plans to compare' });
  await expect(bar).toContainText('2 plans selected to compare');
  const reassure = await card(page, 'ReAssure 2.0').getByTestId('premium-monthly').innerText();
  await bar.getByRole('button', { name: 'Compare now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Compare plans' });
  await expect(dialog).toContainText('1 adult (eldest 45) and 1 child in Jaipur (zone B)');
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([/ReAssure 2.0/, /Optima Secure/]);
  await expect(table.getByRole('row', { name: /^Premium/ })).toContainText(`${reassure}/month`);
  await checkA11y(page, 'health compare dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await card(page, 'Care Supreme').getByRole('button', { name: 'Add to compare' }).click();
  await card(page, 'Elevate').getByRole('button', { name: 'Add to compare' }).click();
  await expect(page.getByText('You can compare up to 3 plans. Remove one to add another.')).toBeVisible();
  await expect(bar).toContainText('3 plans selected to compare');
});

test('plans that do not take the eldest member’s age or the chosen cover are left out, with the reason', async ({
  page,
}) => {
  await page.goto('/family-health-insurance-plan?members=a68,a66,c12&city=Pune');
  await expect(page.getByTestId('priced-for')).toContainText('2 adults (eldest 68) and 1 child in Pune');
  await expect(cards(page)).toHaveCount(4);
  const leftOut = page.getByTestId('left-out');
  await expect(leftOut).toContainText('6 plans are not shown');
  await expect(leftOut).toContainText(
    'Digit Double Wallet Family and Health Infinity Family take an eldest member up to age 65 (yours is 68)',
  );
  await checkA11y(page, 'family list with plans left out for age');
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/prices-health-left-out-${width}.png`, fullPage: true });
  }

  await page.goto('/health-insurance-plan?members=a30&city=Delhi');
  await expect(page.getByTestId('left-out')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(10);
  await page.getByRole('combobox', { name: 'Cover' }).selectOption('₹2 Cr');
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByTestId('left-out')).toContainText('Health Guard covers up to ₹50 lakh');
  // claim figures carry their year and source, or say why there is none
  await expect(card(page, 'Activ One Max')).toContainText('92.97% (IRDAI Handbook');
  await expect(card(page, 'Optima Secure')).toContainText('Not published for health alone');
  // no incurred claim ratio of FY 2024-25 to cite for Aditya Birla Health: said plainly, no figure of another year
  await expect(card(page, 'Activ One Max').getByText('Not published', { exact: true })).toBeVisible();
  await expect(page.getByText(/Not verified/)).toHaveCount(0);
});
