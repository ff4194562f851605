// The vault journeys' shared steps: a customer's session put in the browser, an adviser logged in to the console.
import { expect, readLatestOtp, type Page } from './fixtures';

export const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
export const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** Puts a customer's session in the browser as the app does, without asking for another code. */
export async function storeSession(page: Page, token: string, mobile: string) {
  await page.goto('/');
  await page.evaluate(
    ([t, m]) => {
      localStorage.setItem('junk', t);
      localStorage.setItem('isLoggedin', 'true');
      localStorage.setItem('user', 'loggedin');
      localStorage.setItem('mobile', m);
    },
    [token, mobile] as const,
  );
}

export async function adviserLogin(page: Page, mobile: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Enter the 4-digit OTP').fill(await readLatestOtp(page.request, mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
