// Shared helpers for the journeys. Names are stable: other journeys import them.
//   test, expect               Playwright's, re-exported
//   uniqueMobile()             a fresh 10-digit mobile number for one test (no shared seed data)
//   readLatestOtp(request, m)  the newest OTP sent to m, from the development outbox
//   loginOnScreen(page, m)     on a login screen already open: mobile, Send OTP, the outbox's OTP, Verify OTP
//   loginViaOutbox(page, m)    logs in through the real /login screen, reading the OTP from the outbox
//   apiLogin(request, m)       logs in through the API only; answers the bearer token
//   seedSession(page, m)       apiLogin, then stores the session in the browser as the app does; answers the token
//   checkA11y(page)            runs axe-core on the page; fails on serious or critical violations
//   addAdviser(m, name)        makes an adviser with the real `npm run admin:add` on the journeys' database
//   fileTermApplication(...)   files a term application over the API with the customer's token, as the form does
//   openTermQuote(page, who)  the term form, its list, the first card's quote to the application form
//   screenshotsAt(page, d, n)  full-page screenshots at 390 and 1280 px; checkAndShootAt adds axe at each width
// The server makes a mobile number wait before it sends another OTP, so log each uniqueMobile() in only once.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type Page, type Response } from '@playwright/test';

export { expect };
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** Resolves once React has hydrated the page (root.tsx marks `<html data-hydrated>`); other answers at once. */
async function hydrated(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 20_000,
  });
}

/**
 * Playwright's test, with `page.goto` and `page.reload` waiting for hydration: a prerendered form shows before
 * its script runs, and what a journey typed before then would be lost (docs/decisions.md).
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated(page, response);
      return response;
    };
    await provide(page);
  },
});

const OUTBOX = '/api/dev/sms-outbox';
const require = createRequire(import.meta.url);
const axeSource: string = (require('axe-core') as { source: string }).source;

let counter = 0;

/** A mobile number no other test uses in this run: 9, then the process, the time and a counter. */
export function uniqueMobile(): string {
  counter += 1;
  const stamp = `${process.pid % 100}${Date.now() % 100000}${counter % 100}`.padStart(9, '0').slice(-9);
  return `9${stamp}`;
}

interface OutboxMessage {
  mobile: string;
  text: string;
  otp: string;
  sentAt: string;
}

async function outbox(request: APIRequestContext, mobile: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${OUTBOX}?mobile=${mobile}`);
  expect(response.ok(), `GET ${OUTBOX} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

/** The newest OTP sent to `mobile` after `since` (an ISO time or a count of messages already there). */
export async function readLatestOtp(
  request: APIRequestContext,
  mobile: string,
  seenBefore = 0,
): Promise<string> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        messages = await outbox(request, mobile);
        return messages.length;
      },
      { message: `an OTP SMS for ${mobile} in the outbox`, timeout: 10_000 },
    )
    .toBeGreaterThan(seenBefore);
  const newest = messages[0];
  if (!newest) throw new Error(`No OTP for ${mobile}`);
  return newest.otp;
}

/**
 * On a login screen already open: types the mobile, sends the OTP, types the one the development outbox then holds
 * into `otpField` (the customer's login's OTP field unless told; the console's is another) and verifies it.
 */
export async function loginOnScreen(
  page: Page,
  mobile: string,
  otpField = page.getByLabel('OTP', { exact: false }).first(),
): Promise<void> {
  const seen = (await outbox(page.request, mobile)).length;
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = await readLatestOtp(page.request, mobile, seen);
  await otpField.fill(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** Logs in through the /login screen like a customer, reading the OTP from the development outbox. */
export async function loginViaOutbox(page: Page, mobile: string): Promise<void> {
  await page.goto('/login');
  await loginOnScreen(page, mobile);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
}

/** Logs in through the API only and answers the bearer token. */
export async function apiLogin(request: APIRequestContext, mobile: string): Promise<string> {
  const seen = (await outbox(request, mobile)).length;
  const sent = await request.post(`/api/Insurance/GenerateOTP?mobile=${mobile}`);
  expect(sent.ok(), `GenerateOTP answered ${sent.status()}: ${await sent.text()}`).toBe(true);
  const otp = await readLatestOtp(request, mobile, seen);
  const validated = await request.get(`/api/Insurance/ValidateOTP?mobile=${mobile}&otp=${otp}`);
  const body = (await validated.json()) as { isSuccess: boolean; message: string; result?: string };
  expect(body.isSuccess, `ValidateOTP: ${body.message}`).toBe(true);
  if (!body.result) throw new Error('ValidateOTP gave no token');
  return body.result;
}

/** Puts a customer's session in the browser's localStorage (keys of account spec §3), as the app does. */
export async function storeSession(page: Page, token: string, mobile: string): Promise<void> {
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

/** Logs in through the API and stores the session in the browser's localStorage. */
export async function seedSession(page: Page, mobile: string): Promise<string> {
  const token = await apiLogin(page.request, mobile);
  await storeSession(page, token, mobile);
  return token;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the current page; fails listing every serious or critical violation. */
export async function checkA11y(page: Page, label = page.url()): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // evaluate (not an inline <script>) so the server's Content-Security-Policy stays untouched
  if (!loaded) await page.evaluate(axeSource);
  // Colours caught halfway through a transition (a compare button just toggled) are not what anyone reads:
  // let running transitions finish before measuring contrast. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n');
  expect(serious, `accessibility violations on ${label}:\n${report}`).toEqual([]);
}

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** Makes an adviser with the real `npm run admin:add` command, on the database the journeys' server uses. */
export function addAdviser(mobile: string, name: string): void {
  const sqlite = process.env.E2E_SQLITE_PATH;
  if (!sqlite) throw new Error('E2E_SQLITE_PATH is not set: run through playwright.config.ts');
  const output = execFileSync(
    'npm',
    ['run', '--silent', 'admin:add', '--', '--mobile', mobile, '--name', name],
    {
      cwd: repoRoot,
      env: { ...process.env, SQLITE_PATH: sqlite, NODE_ENV: 'test' },
      encoding: 'utf8',
    },
  );
  expect(output).toContain(`(${mobile}) can now log in at /admin/login`);
}

/**
 * English left on a Hindi page: each run of three or more lower-case English words ("data and privacy",
 * "claims paid within"), which names, codes and titles in capitals do not make. `ours` are texts the journey itself
 * wrote (a customer's or an adviser's words), which stay as written.
 */
export async function englishPhrases(page: Page, ours: readonly string[] = []): Promise<string[]> {
  let text = await page.evaluate(() => document.body.innerText);
  for (const own of ours) text = text.split(own).join(' ');
  return text.match(/\b[a-z][a-z’'-]*(?:[ ,]+[a-z][a-z’'-]*){2,}\b/g) ?? [];
}

/** Full-page screenshots at a phone's and a desktop's width (390 and 1280 px) into `dir`, never committed. */
export async function screenshotsAt(page: Page, dir: string, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  // from the top: a full-page shot of a scrolled page draws the sticky header part-way down
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** axe, then a full-page screenshot, at a phone's and a desktop's width (390 and 1280 px) into `dir`. */
export async function checkAndShootAt(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  // from the top: a full-page shot of a scrolled page draws the sticky header part-way down
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await checkA11y(page, `${name} at ${width} px`);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/**
 * A term application (plan term-1) for the customer's own mobile, filed over the API with their token as the
 * application form files it; answers its id and reference. The premium sent is ignored: the server prices it.
 */
export async function fileTermApplication(
  request: APIRequestContext,
  mobile: string,
  token: string,
  person: { fullName: string; dob: string },
): Promise<{ id: number; reference: string }> {
  const answer = await request.post('/api/Insurance/AddInsuranceRequest', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      ...person,
      phone: mobile,
      policyType: 'Term',
      premium: 1,
      quote: {
        line: 'term',
        planId: 'term-1',
        details: { gender: 2, ...person, mobileNumber: mobile, whatsapp: false },
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { result: { id: number; reference: string } }).result;
}

/**
 * A term quote made the way a visitor makes one: the term form (name, date of birth as typed digits "ddmmyyyy",
 * mobile), its list, and the first card's quote link to the application form; answers that card's premium.
 */
export async function openTermQuote(
  page: Page,
  who: { fullName: string; dobDigits: string; mobile: string },
): Promise<string> {
  await page.goto('/term-insurance');
  await page.getByLabel(/Full name/).fill(who.fullName);
  await page.getByLabel(/Date of birth/).pressSequentially(who.dobDigits);
  await page.getByLabel(/Mobile number/).fill(who.mobile);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'View Calculated Coverage Plans' }).click();
  await expect(page).toHaveURL(/\/term-insurance-plans\?/);
  const card = page.getByRole('list', { name: 'Plans' }).getByRole('article').first();
  const premium = (await card.getByTestId('premium').textContent()) ?? '';
  await card.getByRole('link', { name: /get a quote for/ }).click();
  await expect(page).toHaveURL(/\/dashboard\?quote=/);
  return premium;
}

/**
 * The server's price for the quote the application form was opened from (POST PriceQuote). Call before opening the
 * form; resolves with the premium the server answered, failing unless it answered 200.
 */
export async function serverPriceOf(
  page: Page,
): Promise<{ premium: number; figures: Record<string, number> }> {
  const response = await page.waitForResponse(
    (r) => r.url().endsWith('/api/Insurance/PriceQuote') && r.request().method() === 'POST',
  );
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { result: { premium: number; figures: Record<string, number> } };
  return body.result;
}
