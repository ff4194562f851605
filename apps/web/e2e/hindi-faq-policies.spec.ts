// FAQs in two languages and the policy pages in Hindi: an adviser writes a FAQ in English and Hindi in the console,
// the Hindi FAQ page shows it in Hindi and the English one in English, and a FAQ written only in English shows in
// English on the Hindi page; /hi/faq arrives with the seeded FAQs in Hindi; /hi/privacy, /hi/terms and /hi/grievance
// arrive prerendered in Hindi, say that the English text applies, and pass axe. With SHOTS_DIR set, the Hindi FAQ
// page, the console's FAQ dialog and the Hindi Privacy Policy are photographed at 1280 and 390 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { bilingualStarterFaqs, currentStarterFaqs } from '@bimasetu/contract';
import { addAdviser, apiLogin, checkA11y, expect, test, uniqueMobile, type Page } from './support/fixtures';

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const html = (text: string) => text.replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

test.use({ viewport: { width: 1280, height: 900 } });

test('/hi/faq arrives with the seeded FAQs in Hindi and does not move when the Hindi list arrives', async ({
  page,
  request,
}) => {
  const prerendered = await (await request.get('/hi/faq')).text();
  expect(prerendered).toContain('<html lang="hi">');
  const main = prerendered.slice(prerendered.indexOf('<main'), prerendered.indexOf('</main>'));
  for (const faq of bilingualStarterFaqs) expect(main).toContain(html(faq.questionHi));
  expect(main).not.toContain(html(currentStarterFaqs[0]!.question));
  expect(prerendered).toContain('"inLanguage":"hi"');
  // the English page is as it was: English questions, no Hindi
  const english = await (await request.get('/faq')).text();
  expect(english).toContain(html(currentStarterFaqs[0]!.question));
  expect(english).not.toContain(html(bilingualStarterFaqs[0]!.questionHi));

  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/Insurance/GetFaqList?lang=hi', async (route) => {
    await answered;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi/faq');
  const first = page.getByRole('heading', { level: 2, name: bilingualStarterFaqs[0]!.questionHi });
  await expect(first).toBeVisible();
  const before = await first.boundingBox();
  const fresh = page.waitForResponse('**/api/Insurance/GetFaqList?lang=hi');
  answer();
  await fresh;
  await page.waitForTimeout(300);
  expect(await first.boundingBox()).toEqual(before);
  await checkA11y(page, '/hi/faq');
});

test('an adviser writes a FAQ in both languages and one in English only; /hi/faq and /faq show each rightly', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const adviser = uniqueMobile();
  addAdviser(adviser, 'Meera Iyer');
  const token = await apiLogin(page.request, adviser);
  await page.goto('/admin/login');
  await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
  await page.goto('/admin/faqs');
  await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();

  const question = `Can I pay my premium by UPI? (${adviser})`;
  const answer = 'Yes. Every insurer on BimaSetu accepts UPI, cards and net banking.';
  const questionHi = `क्या मैं UPI से प्रीमियम भर सकता हूँ? (${adviser})`;
  const answerHi = 'हाँ। BimaSetu पर हर बीमा कंपनी UPI, कार्ड और नेट बैंकिंग से भुगतान लेती है।';

  await page.getByRole('button', { name: 'Add FAQ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an FAQ' });
  await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
  await dialog.getByRole('textbox', { name: 'Answer', exact: true }).fill(answer);
  await dialog.getByLabel('Question in Hindi').fill(questionHi);
  await dialog.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(dialog.getByText('Answer in Hindi must be given with the Hindi question')).toBeVisible();
  await dialog.getByLabel('Answer in Hindi').fill(answerHi);
  await dialog.getByLabel('Priority').fill('1');
  await checkA11y(page, '/admin/faqs dialog in two languages');
  await shoot(page, 'admin-faq-dialog-hindi');
  await dialog.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(page.getByText('FAQ added.')).toBeVisible();

  const englishOnly = `Do you sell pet insurance? (${adviser})`;
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill(englishOnly);
  await dialog
    .getByRole('textbox', { name: 'Answer', exact: true })
    .fill('Not yet. We will add it when insurers offer it.');
  await dialog.getByLabel('Priority').fill('2');
  await dialog.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(page.getByText('FAQ added.')).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.filter({ hasText: englishOnly }).getByTestId('no-hindi')).toHaveText('No Hindi yet');
  await expect(items.filter({ hasText: question }).getByTestId('no-hindi')).toHaveCount(0);
  await expect(page.getByTestId('hindi-summary')).toContainText('1 FAQ has no Hindi yet');
  await checkA11y(page, '/admin/faqs with one FAQ lacking Hindi');

  await page.goto('/hi/faq');
  const hindiQuestion = page.getByRole('heading', { level: 2, name: questionHi });
  await expect(hindiQuestion).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: question })).toHaveCount(0);
  await hindiQuestion.getByRole('button').click();
  await expect(page.getByText(answerHi)).toBeVisible();
  const fallback = page.getByRole('heading', { level: 2, name: englishOnly });
  await expect(fallback).toBeVisible();
  await expect(fallback.locator('[lang="en"]')).toHaveText(englishOnly);
  await checkA11y(page, '/hi/faq with an adviser’s FAQs');
  await shoot(page, 'hi-faq');

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: englishOnly })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: questionHi })).toHaveCount(0);

  // tidy up: the other journeys count the public FAQs
  await page.goto('/admin/faqs');
  for (const text of [question, englishOnly]) {
    await page.getByRole('button', { name: `Delete “${text}”` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this FAQ?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('FAQ deleted.')).toBeVisible();
  }
});

const POLICIES: [string, string][] = [
  ['/hi/privacy', 'प्राइवेसी पॉलिसी'],
  ['/hi/terms', 'इस्तेमाल की शर्तें'],
  ['/hi/grievance', 'शिकायत निवारण'],
];

test('the policy pages arrive prerendered in Hindi, say the English text applies with a link to it, and pass axe', async ({
  page,
  request,
}) => {
  for (const [path, title] of POLICIES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const text = await response.text();
    expect(text, path).toContain('<html lang="hi">');
    expect(text, path).toContain(`<h1 class="text-3xl font-bold text-brand-900">${title}</h1>`);
    expect(text, path).toContain('अंग्रेज़ी पाठ ही मान्य होगा');
    expect(text, path).toMatch(
      new RegExp(`<link rel="alternate" hrefLang="en-IN" href="[^"]*${path.slice(3)}"`),
    );
    expect(text, path).toContain('rel="preload" href="/fonts/noto-sans-devanagari-400.woff2"');

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('grievance-officer').or(page.getByText(/मदद:/)).first()).toBeVisible();
    await checkA11y(page, path);
    if (path === '/hi/privacy') await shoot(page, 'hi-privacy');
    await page.getByRole('link', { name: 'अंग्रेज़ी पाठ पढ़ें' }).click();
    await expect(page).toHaveURL(new RegExp(`${path.slice(3)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByTestId('binding-text-note')).toHaveCount(0);
  }
});
