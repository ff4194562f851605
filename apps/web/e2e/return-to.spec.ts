// Issue 31.8: a ?next= that resolves anywhere but one of our pages lands on Home after login, never on another site.
import { expect, loginOnScreen, test, uniqueMobile } from './support/fixtures';

const HOSTILE = [
  '/.//evil.example',
  '/%2e//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
];

test('a hostile ?next= lands on Home after login, and a page of ours is still returned to', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = async (next: string) => {
    const mobile = uniqueMobile();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await loginOnScreen(page, mobile);
  };
  for (const next of HOSTILE) {
    await login(next);
    await expect(page, `next=${next}`).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
    await page.evaluate(() => localStorage.clear());
  }
  await login('/a/../knowmyrequest');
  await expect(page).toHaveURL(/\/knowmyrequest$/);
});
