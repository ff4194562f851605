import { checkA11y, expect, loginViaOutbox, readLatestOtp, test, uniqueMobile } from './support/fixtures';

test.describe('the shell', () => {
  test('a customer logs in through the OTP outbox and sees Messages, Profile and Logout', async ({
    page,
  }) => {
    const mobile = uniqueMobile();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await checkA11y(page, 'home');
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/Login$/);
    await checkA11y(page, 'login');
    await loginViaOutbox(page, mobile);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Messages' }).first()).toBeAttached();
    await expect(nav.getByRole('link', { name: 'Profile' }).first()).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('mobile'))).toBe(mobile);
  });

  test('a wrong OTP is explained in plain words, then the right one logs in', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = await readLatestOtp(page.request, mobile);
    await expect(page.getByText('Resend OTP in', { exact: false })).toBeVisible();
    await page.getByLabel(/4-digit OTP/).fill(otp === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('The OTP you entered is incorrect. Please try again.')).toBeVisible();
    await checkA11y(page, 'login, wrong OTP');
    await page.getByLabel(/4-digit OTP/).fill(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle('404 - Page Not Found | BimaSetu');
    await checkA11y(page, 'not found');
  });

  test('/mutualfundCards and /InsuranceCards show the same calculator hub with the spec’s ten calculators and home insurance', async ({
    page,
  }) => {
    const titles: string[][] = [];
    for (const path of ['/InsuranceCards', '/mutualfundCards', '/insurancecards']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Insurance Calculator', level: 1 })).toBeVisible();
      const cards = page.getByRole('main').getByRole('link');
      await expect(cards).toHaveCount(11);
      await expect(cards.last()).toHaveAttribute('href', '/home-insurance');
      titles.push(await cards.allInnerTexts());
    }
    expect(titles[1]).toEqual(titles[0]);
    expect(titles[2]).toEqual(titles[0]);
    await checkA11y(page, 'calculator hub');
  });
});
