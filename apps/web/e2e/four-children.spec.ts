// A family health quote for a family with four children (issue 27 A3): the form adds a second son and a second
// daughter, each with an age, and the list prices all of them; in English and in Hindi. Screenshots to SHOTS_DIR.
import type { Page } from '@playwright/test';
import { checkA11y, expect, screenshotsAt, test, uniqueMobile } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-quotes';

const shots = (page: Page, name: string) => screenshotsAt(page, SHOTS, name);

test('family health takes four children and the list prices 2 adults and 4 children', async ({ page }) => {
  await page.goto('/family-health-insurance');
  const members = page.getByRole('group', { name: /Who would you like to insure/ });
  for (const member of ['Self', 'Wife', 'Son', 'Daughter'])
    await members.getByRole('checkbox', { name: member, exact: true }).check();
  await page.getByRole('button', { name: 'Add another son' }).click();
  await page.getByRole('button', { name: 'Add another daughter' }).click();
  await expect(page.getByText('You can insure up to 4 children.')).toBeVisible();
  const ages: [string, string][] = [
    ['Age of Self', '41 years'],
    ['Age of Wife', '38 years'],
    ['Age of Son', '14 years'],
    ['Age of Son 2', '10 years'],
    ['Age of Daughter', '7 years'],
    ['Age of Daughter 2', '4-12 Months'],
  ];
  for (const [name, age] of ages) await page.getByRole('combobox', { name, exact: true }).selectOption(age);
  await checkA11y(page, 'family health form with four children');
  await shots(page, 'family-health-four-children');
  await page.getByRole('radio', { name: 'Pune' }).check();
  await page.getByLabel(/Full name/).fill('Kavita Nair');
  await page.getByLabel(/Mobile number/).fill(uniqueMobile());
  await page.getByRole('checkbox', { name: 'None of these' }).check();
  await page.getByRole('button', { name: 'View Calculated Coverage Plans' }).click();
  await expect(page).toHaveURL(
    /\/family-health-insurance-plan\?members=a41%2Ca38%2Cc14%2Cc10%2Cc7%2Cc0&city=Pune/,
  );
  await expect(page.getByTestId('priced-for')).toContainText('2 adults (eldest 41) and 4 children in Pune');
  await expect(page.getByRole('list', { name: 'Plans' }).getByRole('article').first()).toBeVisible();
});

test('फ़ैमिली हेल्थ: the Hindi form adds another son and numbers him', async ({ page }) => {
  await page.goto('/hi/family-health-insurance');
  await page.getByRole('checkbox', { name: 'स्वयं', exact: true }).check();
  await page.getByRole('checkbox', { name: 'बेटा', exact: true }).check();
  await page.getByRole('button', { name: 'एक और बेटा जोड़ें' }).click();
  await page.getByLabel('आपकी उम्र').selectOption('38 years');
  await page.getByLabel('बेटे की उम्र', { exact: true }).selectOption('9 years');
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();
  await expect(page.getByText('कृपया बेटे 2 की उम्र चुनें।')).toBeVisible();
  await page.getByLabel('बेटे 2 की उम्र').selectOption('4 years');
  await page.getByRole('radio', { name: 'बेंगलुरु' }).check();
  await page.getByLabel(/पूरा नाम/).fill('कविता नायर');
  await page.getByLabel(/मोबाइल नंबर/).fill(uniqueMobile());
  await page.getByRole('checkbox', { name: 'इनमें से कोई नहीं' }).check();
  await checkA11y(page, 'Hindi family health form with two sons');
  await shots(page, 'hi-family-health-two-sons');
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();
  await expect(page).toHaveURL(/\/hi\/family-health-insurance-plan\?members=a38%2Cc9%2Cc4&city=Bengaluru/);
  await expect(page.getByTestId('priced-for')).toContainText('1 वयस्क और 2 बच्चे');
});
