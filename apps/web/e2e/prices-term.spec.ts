import type { Page } from '@playwright/test';
import { ageLastBirthday } from '@bimasetu/contract/rating';
import { checkA11y, expect, test } from './support/fixtures';
import { expectedPremium } from './term-prices';

const cards = (page: Page) => page.getByRole('list', { name: 'Plans' }).getByRole('article');

/** A date of birth that makes the visitor exactly `age` today (their birthday was last month). */
function bornYearsAgo(age: number): Date {
  const today = new Date();
  return new Date(today.getFullYear() - age, today.getMonth() - 1, 1);
}
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('a 25-year-old and a 50-year-old see different prices on the same plans', async ({ page }) => {
  const prices: Record<number, string[]> = {};
  for (const age of [25, 50]) {
    const dob = bornYearsAgo(age);
    expect(ageLastBirthday(dob, new Date())).toBe(age);
    await page.goto(`/term-insurance-plans?dob=${iso(dob)}&gender=male`);
    const till = age === 25 ? 60 : 65;
    await expect(page.getByTestId('priced-for')).toHaveText(
      `Prices for a ${age}-year-old non-smoker man, ₹1 crore till ${till}.`,
    );
    await expect(cards(page)).toHaveCount(16);
    prices[age] = await cards(page).getByTestId('premium').allTextContents();
    expect(prices[age]![0]).toBe(expectedPremium('term', 1, { dob, gender: 'male' }, till));
  }
  // same plans, same order, every one dearer at 50
  const rupees = (text: string) => Number(text.replace(/\D/g, ''));
  prices[50]!.forEach((p, i) => expect(rupees(p)).toBeGreaterThan(rupees(prices[25]![i]!)));
  await checkA11y(page, 'term list priced for a 50-year-old');
});

test('a 58-year-old cannot pick cover that ends within five years, and is told why', async ({ page }) => {
  await page.goto(`/term-insurance-plans?dob=${iso(bornYearsAgo(58))}&gender=female`);
  const coverTill = page.getByRole('combobox', { name: 'Cover till' });
  await expect(coverTill).toHaveValue('75');
  for (const till of [32, 42, 52, 60])
    await expect(
      coverTill.getByRole('option', { name: `${till} years of age (not offered at 58)` }),
    ).toBeDisabled();
  await expect(coverTill.getByRole('option', { name: '65 years of age', exact: true })).toBeEnabled();
  await expect(
    page.getByText(
      'Cover till 32, 42, 52, 60 is not offered: cover must last at least 5 years from your age of 58.',
    ),
  ).toBeVisible();
  await coverTill.selectOption('65');
  await expect(page.getByTestId('priced-for')).toHaveText(
    'Prices for a 58-year-old non-smoker woman, ₹1 crore till 65.',
  );
  await expect(cards(page)).toHaveCount(16);
});

test('a tobacco user pays more, and the NRI list says when GST applies', async ({ page }) => {
  const dob = bornYearsAgo(34);
  await page.goto(`/nri-term-insurance-plans?dob=${iso(dob)}&gender=male`);
  await expect(page.getByText('Non-smoker is assumed until you answer tobacco use.')).toBeVisible();
  await page.getByRole('button', { name: 'How these prices are worked out' }).click();
  await expect(page.getByText(/NRIs pay no GST either/)).toBeVisible();
  const first = cards(page).first().getByTestId('premium');
  await expect(first).toHaveText(expectedPremium('nri-term', 1, { dob, gender: 'male' }, 60));
  await page.getByRole('combobox', { name: 'Tobacco use' }).selectOption('yes');
  await expect(page.getByTestId('priced-for')).toHaveText(
    'Prices for a 34-year-old tobacco user man, ₹1 crore till 60.',
  );
  await expect(first).toHaveText(expectedPremium('nri-term', 1, { dob, gender: 'male', tobacco: 'yes' }, 60));
  await checkA11y(page, 'NRI term list for a tobacco user');
});

test('the quote form carries the date of birth and gender to the list, and filters can still empty it', async ({
  page,
}) => {
  await page.goto('/women-term-insurance');
  await page.getByLabel(/Full name/).fill('Meera Iyer');
  await page.getByLabel(/Date of birth/).pressSequentially('20021992');
  await page.getByLabel(/Mobile number/).fill('9876501234');
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'View Calculated Coverage Plans' }).click();
  await expect(page).toHaveURL(/\/women-term-insurance-plans\?dob=1992-02-20&gender=female&tobacco=no$/);
  const age = ageLastBirthday(new Date(1992, 1, 20), new Date());
  await expect(page.getByTestId('priced-for')).toContainText(`${age}-year-old non-smoker woman`);
  // a shared or reloaded list prices the same person
  await page.reload();
  await expect(page.getByTestId('priced-for')).toContainText(`${age}-year-old non-smoker woman`);

  await page.getByRole('button', { name: /Sort\/Filter/ }).click();
  const modal = page.getByRole('dialog', { name: 'Sort & Filter' });
  await modal.getByRole('tab', { name: 'Insurer' }).click();
  await modal.getByRole('checkbox', { name: 'LIC', exact: true }).check();
  await modal.getByRole('tab', { name: 'Also offered' }).click();
  await modal.getByRole('checkbox', { name: 'Whole life' }).check();
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No plans match your filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards(page)).toHaveCount(16);
});

test('three term plans compare side by side at the prices their cards show, for the same person', async ({
  page,
}) => {
  const dob = bornYearsAgo(40);
  await page.goto(`/women-term-insurance-plans?dob=${iso(dob)}&gender=female`);
  // the list has read the address (and runs in the browser) once it prices the 40-year-old
  await expect(page.getByTestId('priced-for')).toContainText('40-year-old');
  await page.getByRole('combobox', { name: 'Life cover' }).selectOption({ label: '₹50 Lac' });
  const pricedFor = 'Prices for a 40-year-old non-smoker woman, ₹50 lakh till 60.';
  await expect(page.getByTestId('priced-for')).toHaveText(pricedFor);
  // the fourth is Tata AIA's, whose insurer also offers whole life and single pay: priced and shown as term
  const picked = [0, 3, 5];
  const premiums: string[] = [];
  for (const i of picked) {
    const card = cards(page).nth(i);
    premiums.push(`${await card.getByTestId('premium').textContent()}/month`);
    await card.getByRole('button', { name: 'Add to compare' }).click();
  }
  await cards(page).nth(1).getByRole('button', { name: 'Add to compare' }).click();
  await expect(page.getByText('You can compare up to 3 plans. Remove one to add another.')).toBeVisible();
  await expect(page).toHaveURL(/compare=/);

  await page.getByRole('button', { name: 'Compare now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare term plans' });
  await expect(dialog.getByText(pricedFor)).toBeVisible();
  await expect(dialog.getByTestId('compare-premium')).toHaveText(premiums);
  await expect(dialog.getByRole('row', { name: /Life cover/ })).toContainText('₹50 lakh');
  const planType = dialog.getByRole('row', { name: /Plan type/ });
  await expect(planType.getByRole('cell')).toHaveText(Array(3).fill('Term, cover till age 60'));
  await expect(dialog.getByRole('row', { name: /Premium payment/ }).getByRole('cell')).toHaveText(
    Array(3).fill('Regular pay: every month until cover ends'),
  );
  await expect(dialog.getByRole('row', { name: /Also offered/ })).toContainText(
    'Whole life, Single pay: also offered by the insurer; ask an adviser for its premium',
  );
  await expect(dialog).not.toContainText(/Whole$|Single Pay|Limited Pay/);
  await checkA11y(page, 'term compare dialog');
});
