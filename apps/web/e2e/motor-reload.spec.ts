// Issue 26 item 2: a reload of the car list keeps every answer the visitor gave (the plate, make, model, year and
// no-claim years) and its prices, with no hydration error (React #418 before the answers were read after it).
import { expect, test } from './support/fixtures';

test('car list: a reload keeps the make, model, year and claim-free years, and logs no React error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/car-insurance');
  await page.getByLabel(/Car number/).pressSequentially('mh12ab1234');
  await expect(page).toHaveURL(/\/car-insurance-plan$/);
  await expect(page.getByText('Prices for MH12AB1234.')).toBeVisible();

  const make = page.getByLabel('Make', { exact: true });
  await make.selectOption({ index: 2 });
  const model = page.getByLabel('Model', { exact: true });
  await model.selectOption({ index: 1 });
  await page.getByLabel('Registration year').selectOption({ index: 3 });
  await page.getByLabel('Claims in the last policy years').selectOption({ index: 3 });
  const chosen = {
    make: await make.inputValue(),
    model: await model.inputValue(),
    year: await page.getByLabel('Registration year').inputValue(),
    claims: await page.getByLabel('Claims in the last policy years').inputValue(),
  };
  expect(Object.values(chosen).every((value) => value !== '')).toBe(true);
  const premiums = await page.getByRole('list', { name: 'Plans' }).getByTestId('premium').allTextContents();

  await page.reload();
  await expect(page.getByText('Prices for MH12AB1234.')).toBeVisible();
  await expect(make).toHaveValue(chosen.make);
  await expect(model).toHaveValue(chosen.model);
  await expect(page.getByLabel('Registration year')).toHaveValue(chosen.year);
  await expect(page.getByLabel('Claims in the last policy years')).toHaveValue(chosen.claims);
  await expect(page.getByRole('list', { name: 'Plans' }).getByTestId('premium')).toHaveText(premiums);
  expect(errors.filter((e) => /#418|Minified React error|hydrat/i.test(e))).toEqual([]);
});
