// A customer answers an adviser: the adviser is made with the real `npm run admin:add` and replies through the
// advisers' API; the customer reads it under Received Messages and replies from there.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiLogin, checkA11y, expect, seedSession, test, uniqueMobile } from './support/fixtures';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function addAdviser(mobile: string): void {
  const sqlite = process.env.E2E_SQLITE_PATH;
  if (!sqlite) throw new Error('E2E_SQLITE_PATH is not set: run through playwright.config.ts');
  execFileSync('npm', ['run', '--silent', 'admin:add', '--', '--mobile', mobile, '--name', 'Neha Adviser'], {
    cwd: repoRoot,
    env: { ...process.env, SQLITE_PATH: sqlite, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
}

test('a customer reads an adviser’s answer and replies to it', async ({ page }) => {
  const customer = uniqueMobile();
  const adviser = uniqueMobile();
  const customerToken = await seedSession(page, customer);
  const asked = await page.request.post('/api/Insurance/AddUserMessage', {
    headers: { Authorization: `Bearer ${customerToken}` },
    data: { fromMobile: customer, toMobile: 'admin', messageContent: 'Does my health plan cover maternity?' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  addAdviser(adviser);
  const adviserToken = await apiLogin(page.request, adviser);
  const answered = await page.request.post(`/api/Admin/Conversations/${customer}/Reply`, {
    headers: { Authorization: `Bearer ${adviserToken}` },
    data: { messageContent: 'Yes, after a waiting period of two years.' },
  });
  expect(answered.ok(), await answered.text()).toBe(true);

  await page.goto('/messages');
  await page.getByRole('button', { name: 'Received Messages' }).click();
  const received = page.locator('#messages-receive');
  await expect(received.getByText('Yes, after a waiting period of two years.')).toBeVisible();
  await checkA11y(page, 'messages, received open');
  await received.getByRole('button', { name: /Reply/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply to message' });
  await dialog.getByLabel('Your message').fill('Thank you. Please share the plan names.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();

  const sent = page.locator('#messages-sent');
  await expect(sent.getByText('Thank you. Please share the plan names.')).toBeVisible();
  const list = await page.request.get('/api/Insurance/GetUserMessageList', {
    headers: { Authorization: `Bearer ${customerToken}` },
  });
  const body = (await list.json()) as {
    userSentMessageList: { messageContent: string; parentmessageid: number | null }[];
  };
  const reply = body.userSentMessageList.find((m) => m.messageContent.startsWith('Thank you.'));
  expect(reply?.parentmessageid).toEqual(expect.any(Number));
});
