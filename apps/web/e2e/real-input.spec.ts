import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

// What people really paste and type: a mobile with its country code, names with apostrophes or in Devanagari,
// places by the names people use. keyboard.insertText goes through the browser's editing as a paste does, so a
// field's maxLength cuts it the way it cut a real paste.
async function paste(field: Locator, text: string) {
  await field.click();
  await field.fill('');
  await field.page().keyboard.insertText(text);
}

test('a mobile pasted with +91 or a leading 0 keeps its ten digits on login, Contact Us and the car form', async ({
  page,
}) => {
  await page.goto('/login');
  await paste(page.getByLabel('Mobile number'), '+91 98220 12345');
  await expect(page.getByLabel('Mobile number')).toHaveValue('9822012345');

  await page.goto('/contactus');
  await paste(page.getByLabel(/Phone number/), '098220 12345');
  await expect(page.getByLabel(/Phone number/)).toHaveValue('9822012345');

  await page.goto('/car-insurance');
  await paste(page.getByLabel(/Mobile number/), '+91-98220-12345');
  await expect(page.getByLabel(/Mobile number/)).toHaveValue('9822012345');
});

test("Contact Us takes D'Souza and refuses a name with an emoji", async ({ page }) => {
  await page.goto('/contactus');
  await page.getByLabel(/Name/).fill('Priya 🌸 Sharma');
  await page.getByLabel(/Phone number/).fill('9822012345');
  await page.getByLabel(/Enquiry type/).selectOption({ label: 'Renewal Enquiry' });
  await page.getByLabel(/Message/).fill('Please call me about my renewal.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Name must contain only letters and spaces');
  await page.getByLabel(/Name/).fill("Anita D'Souza");
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
});

test('the term form takes a name typed in Devanagari on the Hindi page and refuses one with an emoji', async ({
  page,
}) => {
  await page.goto('/hi/term-insurance');
  await page.getByLabel(/पूरा नाम/).fill('राहुल 😀');
  await page.getByLabel(/जन्म तिथि/).pressSequentially('15081990');
  await page.getByLabel(/मोबाइल नंबर/).fill('9822012345');
  await page.getByRole('radio', { name: 'नहीं', exact: true }).check();
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();
  await expect(page.getByText('नाम में सिर्फ़ अक्षर हो सकते हैं', { exact: true })).toBeVisible();
  await page.getByLabel(/पूरा नाम/).fill('राहुल देशपांडे');
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();
  await expect(page).toHaveURL(/\/hi\/term-insurance-plans\?dob=1990-08-15/);
});

test("the term form takes D'Souza", async ({ page }) => {
  await page.goto('/term-insurance');
  await page.getByLabel(/Full name/).fill("Anita D'Souza");
  await page.getByLabel(/Date of birth/).pressSequentially('15081990');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel(/Mobile number/).fill('9822012345');
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'View Calculated Coverage Plans' }).click();
  await expect(page).toHaveURL(/\/term-insurance-plans\?dob=1990-08-15&gender=female/);
});

test('लखनऊ finds Lucknow on the Hindi health form, and Bombay finds Mumbai in English', async ({ page }) => {
  await page.goto('/hi/health-insurance');
  const city = page.getByRole('combobox').first();
  await city.fill('लखनऊ');
  await expect(page.getByRole('option', { name: 'लखनऊ', exact: true })).toBeVisible();

  await page.goto('/health-insurance');
  await page.getByRole('combobox').first().fill('Bombay');
  await expect(page.getByRole('option', { name: 'Mumbai', exact: true })).toBeVisible();
});
