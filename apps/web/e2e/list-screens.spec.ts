// The term, health and travel lists as a person sees them, on a phone (390 x 844) and a laptop (1280 x 900), in
// English and Hindi: the filter dialog keeps its title, tabs and buttons on the screen however long the Insurer tab,
// offers only insurers with a plan on the list, and names its X in the page's language; the Sort/Filter button keeps
// its words on one line; the health card's hospital icon keeps its size beside the first line; the health list's
// Cover box shows its whole choice; Hindi cards carry no English tag; dollars are grouped in thousands.
// With SHOTS_DIR set, a screenshot of each dialog goes there.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR;

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

const LISTS = [
  {
    name: 'term',
    path: '/term-insurance-plans',
    button: { en: /^Sort\/Filter/, hi: /^सॉर्ट\/फ़िल्टर/ },
    apply: { en: 'Apply', hi: 'लागू करें' },
    insurers: 16,
  },
  {
    name: 'health',
    path: '/health-insurance-plan',
    button: { en: /^Filter/, hi: /^फ़िल्टर/ },
    apply: { en: 'Show 10 plans', hi: '10 प्लान दिखाएँ' },
    insurers: 10,
  },
  {
    name: 'family-health',
    path: '/family-health-insurance-plan',
    button: { en: /^Filter/, hi: /^फ़िल्टर/ },
    apply: { en: 'Show 10 plans', hi: '10 प्लान दिखाएँ' },
    insurers: 10,
  },
  {
    name: 'travel',
    path: '/travel-insurance-plan',
    button: { en: /^Filters/, hi: /^फ़िल्टर/ },
    apply: { en: 'Apply', hi: 'लागू करें' },
    insurers: 16,
  },
] as const;

const WORDS = {
  en: { insurer: 'Insurer', clearAll: 'Clear all', close: 'Close' },
  hi: { insurer: 'बीमा कंपनी', clearAll: 'सब हटाएँ', close: 'बंद करें' },
} as const;

/** The element lies wholly inside the window. */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: bottom`).toBeLessThanOrEqual(size.height);
}

for (const { width, height } of SCREENS) {
  test.describe(`the lists at ${width} x ${height}`, () => {
    test.use({ viewport: { width, height } });

    for (const list of LISTS) {
      for (const lang of ['en', 'hi'] as const) {
        test(`${list.name} (${lang}): the filter dialog keeps its title, tabs and buttons in view`, async ({
          page,
        }) => {
          const words = WORDS[lang];
          await page.goto(`${lang === 'hi' ? '/hi' : ''}${list.path}`);
          await page.getByRole('button', { name: list.button[lang] }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('tab', { name: words.insurer }).click();
          const options = dialog.getByRole('tabpanel').getByRole('checkbox');
          // only insurers with a plan on the list
          await expect(options).toHaveCount(list.insurers);
          await expect(dialog.getByRole('button', { name: words.close, exact: true })).toBeVisible();
          const clearAll = dialog.getByRole('button', { name: words.clearAll });
          const apply = dialog.getByRole('button', { name: list.apply[lang] });
          // the last option scrolls into view inside the dialog; the title, the tabs and the buttons stay put
          await options.last().scrollIntoViewIfNeeded();
          await expectOnScreen(page, options.last(), 'the last insurer');
          await expectOnScreen(page, dialog.getByRole('heading'), 'the title');
          await expectOnScreen(page, dialog.getByRole('tab', { name: words.insurer }), 'the Insurer tab');
          await expectOnScreen(page, dialog.getByRole('tab').first(), 'the first tab');
          await expectOnScreen(page, clearAll, 'Clear all');
          await expectOnScreen(page, apply, 'Apply');
          if (SHOTS) {
            mkdirSync(SHOTS, { recursive: true });
            await page.screenshot({ path: `${SHOTS}/lists-${list.name}-dialog-${lang}-${width}.png` });
          }
          await apply.click();
          await expect(dialog).toBeHidden();
        });
      }
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [list, path, lang, tab] of [
    ['term', '/hi/term-insurance-plans', 'hi', 'बीमा कंपनी'],
    ['term', '/term-insurance-plans', 'en', 'Insurer'],
    ['health', '/hi/health-insurance-plan', 'hi', 'बीमा कंपनी'],
    ['travel', '/hi/travel-insurance-plan', 'hi', 'बीमा कंपनी'],
  ] as const) {
    test(`the ${list} list's Sort/Filter button (${lang}) keeps its words and badge on one line, inside its box`, async ({
      page,
    }) => {
      await page.goto(path);
      const button = page.locator('main button[aria-haspopup="dialog"]').first();
      await button.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: tab }).click();
      await dialog.getByRole('checkbox').nth(0).check();
      await dialog.getByRole('checkbox').nth(1).check();
      await dialog.getByRole('button').last().click();
      await expect(dialog).toBeHidden();
      await expect(button).toHaveAccessibleName(/ 2$/);
      const fit = await button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const words = [...el.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
        const range = document.createRange();
        range.selectNodeContents(words);
        const parts = [...el.children, range].map((part) => part.getBoundingClientRect());
        return {
          lines: range.getClientRects().length,
          inside: parts.every((part) => part.left >= box.left && part.right <= box.right),
        };
      });
      expect(fit).toEqual({ lines: 1, inside: true });
    });
  }

  test("the health list's Cover box shows its whole choice, and the card's hospital icon keeps its size by the first line", async ({
    page,
  }) => {
    await page.goto('/health-insurance-plan');
    const cover = page.getByRole('combobox', { name: 'Cover' });
    await expect(cover).toHaveValue('');
    const room = await cover.evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(select).font;
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = select.selectedOptions[0]!.text;
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      // the text, the box's padding (8 px a side) and the arrow's 24 px
      return select.clientWidth - (text + 16 + 24);
    });
    expect(room).toBeGreaterThanOrEqual(0);

    const count = page
      .getByRole('list', { name: 'Plans' })
      .getByRole('article')
      .first()
      .getByText(/cashless hospitals/);
    const icon = await count.evaluate((p) => {
      const svg = p.querySelector('svg')!.getBoundingClientRect();
      const line = parseFloat(getComputedStyle(p).lineHeight);
      const top = p.getBoundingClientRect().top;
      return {
        width: svg.width,
        height: svg.height,
        lines: Math.round(p.getBoundingClientRect().height / line),
        middle: svg.top + svg.height / 2 - top,
        line,
      };
    });
    expect(icon.lines).toBeGreaterThan(1);
    expect([icon.width, icon.height]).toEqual([16, 16]);
    // level with the first line's middle, not the paragraph's
    expect(Math.abs(icon.middle - icon.line / 2)).toBeLessThanOrEqual(2);
  });
});

test('Hindi health cards carry no English tag', async ({ page }) => {
  await page.goto('/hi/health-insurance-plan');
  const first = page.getByRole('list', { name: 'प्लान' }).getByRole('article').first();
  await expect(first.getByText('लॉक द क्लॉक: जुड़ने की उम्र पर तय प्रीमियम')).toBeVisible();
  await expect(page.getByText(/Lock the clock/)).toHaveCount(0);
});

test('the travel filter writes dollars as the cards do, grouped in thousands', async ({ page }) => {
  await page.goto('/travel-insurance-plan');
  await expect(page.getByText(/^\$\d{1,3}(,\d{3})+$/).first()).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter plans' });
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  await expect(dialog.getByRole('radio', { name: '$100,000 and above' })).toBeVisible();
  await expect(dialog.getByText(/\$\d{1,2},\d{2},\d{3}/)).toHaveCount(0);
  await expect(page.getByText(/\$\d{1,2},\d{2},\d{3}/)).toHaveCount(0);
});
