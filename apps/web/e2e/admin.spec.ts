// The advisers' console end to end: an adviser made with the real `npm run admin:add` command logs in through
// the OTP outbox, replies to a customer and updates their request; the customer then sees both. Every console
// screen is checked with axe. With SHOTS_DIR set, each screen is also photographed at 1280 and 390 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  addAdviser,
  apiLogin,
  checkA11y,
  expect,
  loginOnScreen,
  loginViaOutbox,
  test,
  uniqueMobile,
  type APIRequestContext,
  type Page,
} from './support/fixtures';

/** axe at 1280 and at 390 px (no serious or critical violations); with SHOTS_DIR set, a full-page photo of each. */
async function checkScreen(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await checkA11y(page, `${name} at ${width} px`);
    if (dir) await page.screenshot({ path: join(dir, `admin-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function adviserLogin(page: Page, mobile: string): Promise<void> {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Adviser login' })).toBeVisible();
  await checkScreen(page, 'login');
  await loginOnScreen(page, mobile, page.getByLabel('Enter the 4-digit OTP'));
  await expect(page).toHaveURL(/\/admin$/);
}

async function customerWrites(request: APIRequestContext, mobile: string, token: string, text: string) {
  const response = await request.post('/api/Insurance/AddUserMessage', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      parentmessageid: null,
      messageDate: new Date().toISOString(),
      fromMobile: mobile,
      toMobile: 'admin',
      messageContent: text,
      status: 'new',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('advisers’ console', () => {
  test('an adviser replies to a customer and updates their request; the customer sees the reply, status and remarks', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const customer = uniqueMobile();
    const adviser = uniqueMobile();
    const question = 'Has my term plan application been checked?';
    const reply = 'Yes. We have shared a quote with you by email.';
    const remarks = 'Quote for ₹1 crore cover sent to your email';

    const token = await apiLogin(page.request, customer);
    const firstCodeAt = Date.now();
    await customerWrites(page.request, customer, token, question);
    const applied = await page.request.post('/api/Insurance/AddInsuranceRequest', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        fullName: 'Rohan Mehta',
        phone: customer,
        policyType: 'Term',
        sumAssured: '10000000',
        aadhaar: '234567891234',
        occupation: 'Salaried',
      },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
    const enquiry = await page.request.post('/api/Insurance/ContactUs', {
      data: {
        customerName: 'Rohan Mehta',
        mobile: customer,
        messageType: 'claim-status',
        customerMessage: 'Claim update?',
      },
    });
    expect(enquiry.ok(), await enquiry.text()).toBe(true);
    // the customer's own call-back, sent with their token as the quote form sends it, so it is in their tracker
    const lead = await page.request.post('/api/Insurance/AddLead', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        line: 'term',
        consent: true,
        contactPreference: 'WhatsApp',
        details: {
          gender: 1,
          fullName: 'Rohan Mehta',
          dob: '15/08/1990',
          mobileNumber: customer,
          whatsapp: true,
        },
      },
    });
    expect(lead.ok(), await lead.text()).toBe(true);
    const reference = ((await lead.json()) as { result: { reference: string } }).result.reference;

    addAdviser(adviser, 'Meera Iyer');
    await adviserLogin(page, adviser);

    // Overview
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(page.getByText('Meera Iyer')).toBeVisible();
    await expect(page.getByRole('link', { name: /New requests/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Daily counts, oldest first' }).getByRole('row'),
    ).toHaveCount(15);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    const stored = await page.evaluate(() => ({
      admin: localStorage.getItem('adminToken'),
      junk: localStorage.getItem('junk'),
      isLoggedin: localStorage.getItem('isLoggedin'),
    }));
    expect(stored.admin).toBeTruthy();
    expect(stored.junk).toBeNull();
    expect(stored.isLoggedin).toBeNull();
    await checkScreen(page, 'overview');

    // Inbox: the customer's conversation is there, unread; opening it shows the message; reply.
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Messages' })
      .click();
    const row = page.getByRole('link', { name: new RegExp(`${customer.slice(0, 5)} ${customer.slice(5)}`) });
    await expect(row).toContainText('1 unread');
    await expect(row).toContainText(question);
    await checkScreen(page, 'messages');
    await row.click();
    await expect(page.getByText(question)).toBeVisible();
    await page.getByLabel('Your reply').fill(reply);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent. The customer sees it in Received Messages.')).toBeVisible();
    await expect(page.getByText(reply)).toBeVisible();
    await checkScreen(page, 'conversation');
    await page.getByRole('link', { name: 'All conversations' }).click();
    await expect(row).not.toContainText('unread');

    // Requests: search by phone, open the application, change status and remarks.
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Requests' })
      .click();
    await page.getByLabel('Search by phone, name or reference').fill(customer);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`search=${customer}`));
    const requests = page.getByRole('region', { name: 'Requests' });
    await expect(requests.getByRole('row')).toHaveCount(2);
    await expect(requests).toContainText('Rohan Mehta');
    await expect(requests).toContainText('₹1,00,00,000');
    await checkScreen(page, 'requests');
    await page.getByLabel('Status').selectOption('Rejected');
    await expect(page).toHaveURL(/status=Rejected/);
    await expect(page.getByText('No requests match these filters.')).toBeVisible();
    await page.getByLabel('Status').selectOption('');
    await requests.getByRole('link', { name: /Open request \d+ of Rohan Mehta/ }).click();
    await expect(page.getByRole('heading', { name: /Rohan Mehta/, level: 1 })).toBeVisible();
    await expect(page.getByText('XXXXXXXX1234')).toBeVisible();
    await expect(page.getByText('234567891234')).toHaveCount(0);
    await expect(page.getByText('Salaried')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('Quote Shared');
    await page.getByLabel('Remarks for the customer').fill(remarks);
    await page.getByRole('button', { name: 'Save status and remarks' }).click();
    await expect(page.getByText('Saved. The customer now sees this status and these remarks.')).toBeVisible();
    await checkScreen(page, 'request');

    // Enquiries: the Contact Us enquiry, marked In Progress with a note.
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Enquiries' })
      .click();
    await page.getByLabel('Type').selectOption('claim-status');
    const card = page.getByRole('listitem').filter({ hasText: 'Claim update?' }).first();
    await expect(card).toContainText('New');
    await checkScreen(page, 'enquiries');
    await card.getByRole('button', { name: 'Update the enquiry from Rohan Mehta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('Internal note (advisers only)')
      .fill('Called the customer; claim papers awaited');
    // an enquiry has no tracker: there is no note for the customer to write
    await expect(dialog.getByLabel('Note for the customer')).toHaveCount(0);
    await checkA11y(page, '/admin/enquiries dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('In Progress');
    await expect(card).toContainText('claim papers awaited');

    // Leads
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Leads' })
      .click();
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await page.getByLabel('Line of insurance').selectOption('term');
    const leadCard = page.getByRole('listitem').filter({ hasText: reference });
    await expect(leadCard).toContainText('prefers WhatsApp');
    await expect(leadCard).toContainText('15/08/1990');
    await leadCard.getByRole('button', { name: `Update lead ${reference}` }).click();
    const leadDialog = page.getByRole('dialog');
    await leadDialog.getByLabel('Resolved').check();
    // the advisers' own note and what the customer will read are two fields, each saying who sees it
    await leadDialog.getByLabel('Internal note (advisers only)').fill('Sounded unsure about the cover');
    await leadDialog.getByLabel('Note for the customer').fill('Quote shared on WhatsApp');
    await leadDialog.getByRole('button', { name: 'Save' }).click();
    await expect(leadDialog).toBeHidden();
    await expect(leadCard).toContainText('Resolved');
    await expect(leadCard).toContainText('Internal note (advisers only): Sounded unsure about the cover');
    await expect(leadCard).toContainText('Note for the customer: Quote shared on WhatsApp');
    await checkScreen(page, 'leads');

    // FAQs
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'FAQs' })
      .click();
    await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
    await checkScreen(page, 'faqs');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    // The customer logs in and sees the reply and the new status with its remarks. The server sends a mobile
    // a new code only 15 s after the last one, and the adviser's part can take less than that.
    await page.waitForTimeout(Math.max(0, firstCodeAt + 16_000 - Date.now()));
    await loginViaOutbox(page, customer);
    await page.goto('/messages');
    await page.getByRole('button', { name: /Received Messages/ }).click();
    await expect(page.getByText(reply)).toBeVisible();
    await page.goto('/knowmyrequest');
    const table = page.getByRole('table', { name: 'Your insurance requests' });
    await expect(table).toContainText('Quote Shared');
    await expect(table).toContainText(remarks);
    // the call-back shows what the adviser wrote for the customer, never the advisers' own note
    await expect(table).toContainText('Quote shared on WhatsApp');
    await expect(page.getByText('Sounded unsure about the cover')).toHaveCount(0);
  });

  test('an adviser adds, reorders and deletes an FAQ, and the public FAQ page follows', async ({ page }) => {
    const adviser = uniqueMobile();
    addAdviser(adviser, 'Arjun Das');
    await adviserLogin(page, adviser);
    await page.goto('/admin/faqs');
    const question = `Can I pay my premium by UPI? (${adviser})`;
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an FAQ' });
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(dialog.getByText('Question must be at least 5 characters')).toBeVisible();
    await checkA11y(page, '/admin/faqs add dialog');
    await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
    await dialog
      .getByRole('textbox', { name: 'Answer', exact: true })
      .fill('Yes. Every insurer on BimaSetu accepts UPI, cards and net banking.');
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(page.getByText('FAQ added.')).toBeVisible();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items.last()).toContainText(question);

    await page.getByRole('button', { name: `Move “${question}” up` }).click();
    await expect(page.getByText('New order saved.')).toBeVisible();
    const count = await items.count();
    await expect(items.nth(count - 2)).toContainText(question);
    await page.goto('/faq');
    await expect(page.getByText(question)).toBeVisible();

    await page.goto('/admin/faqs');
    await page.getByRole('button', { name: `Delete “${question}”` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this FAQ?' });
    await checkA11y(page, '/admin/faqs delete dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('FAQ deleted.')).toBeVisible();
    await expect(page.getByText(question)).toHaveCount(0);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(question)).toHaveCount(0);
  });

  test('a customer cannot use the console: the login says so before any code, and a customer token on /admin is refused', async ({
    page,
  }) => {
    const customer = uniqueMobile();
    await page.goto('/admin/login');
    await page.getByLabel('Mobile number').fill(customer);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(/not registered as an adviser/)).toBeVisible();
    await expect(page.getByLabel('Enter the 4-digit OTP')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    // Another customer's token (a second OTP to the same number would have to wait for its cooldown).
    const token = await apiLogin(page.request, uniqueMobile());
    await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Advisers only' })).toBeVisible();
    await expect(page.getByText(/not registered as an adviser/)).toBeVisible();
    await checkA11y(page, '/admin with a customer token');
    await page.getByRole('button', { name: 'Log in as an adviser' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('customers never download the console: no admin code in the home page’s scripts', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const source of scripts) {
      expect(source).not.toContain('adminToken');
      expect(source).not.toContain('not registered as an adviser');
    }
  });
});
