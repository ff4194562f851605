// The vault journeys' shared steps: a customer's session put in the browser, an adviser logged in to the console.
import { addAdviser, expect, loginOnScreen, uniqueMobile, type Locator, type Page } from './fixtures';
import type { Browser } from '@playwright/test';

export { storeSession } from './fixtures';

export const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
export const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** An adviser logged in to the console through the OTP outbox. */
export async function adviserLogin(page: Page, mobile: string) {
  await page.goto('/admin/login');
  await loginOnScreen(page, mobile, page.getByLabel('Enter the 4-digit OTP'));
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * A new adviser (made with the real `npm run admin:add`) logged in to the console in a page of its own, on request
 * `id`'s "Record the issued policy" form; answers the console page and the form.
 */
export async function openRecordIssuedPolicy(
  browser: Browser,
  id: number,
): Promise<{ console: Page; form: Locator }> {
  const adviser = uniqueMobile();
  addAdviser(adviser, 'Kavya Rao');
  const console = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await adviserLogin(console, adviser);
  await console.goto(`/admin/requests/${id}`);
  return { console, form: console.getByRole('form', { name: 'Record the issued policy' }) };
}

const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Fills the console's "Record the issued policy" form's number, dates and cover, and attaches the policy PDF. */
export async function fillIssuedPolicy(
  form: Locator,
  policy: { number: string; start: string; end: string; sumInsured: string; fileName: string; pdf?: Buffer },
) {
  await form.getByLabel('Policy number').fill(policy.number);
  await form.getByLabel('Cover starts').fill(policy.start);
  await form.getByLabel('Cover ends').fill(policy.end);
  await form.getByLabel('Sum insured or IDV (₹)').fill(policy.sumInsured);
  await form
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: policy.fileName,
      mimeType: 'application/pdf',
      buffer: policy.pdf ?? samplePdf,
    });
}
