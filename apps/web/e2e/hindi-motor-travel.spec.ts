// The car, two-wheeler and travel lists in Hindi: reached from the Hindi forms (the address stays /hi), priced
// as the English lists are, filtered and sorted in Hindi, with the buying links on the application form; axe on
// each. With SHOTS_DIR set, screenshots of the Hindi car and travel lists at 390 and 1280 px go there.
import { mkdirSync } from 'node:fs';
import { checkA11y, expect, test, type Page } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR;

function isoInDays(days: number): string {
  const d = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // the top of the page at reading size, without the full page's sticky header halfway down
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-top.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** English a Hindi list must not show (its own words; the shared list parts are checked by their owner). */
async function expectNoEnglish(page: Page, texts: string[]) {
  const body = (await page.locator('main').innerText()) ?? '';
  for (const text of texts) expect(body, text).not.toContain(text);
}

test('the three Hindi lists arrive prerendered in Hindi, with lang="hi" and their own canonical URL', async ({
  request,
}) => {
  for (const [path, heading, english] of [
    ['/hi/car-insurance-plan', 'कार इंश्योरेंस प्लान', 'Premium per year'],
    ['/hi/twowheeler-insurance-plan', 'टू-व्हीलर इंश्योरेंस प्लान', 'Sort by IDV'],
    ['/hi/two-wheeler-insurance-plan', 'टू-व्हीलर इंश्योरेंस प्लान', 'Your vehicle'],
    ['/hi/travel-insurance-plan', 'ट्रैवल इंश्योरेंस प्लान', 'Search by insurer or plan'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<html lang="hi">');
    expect(html, path).toContain(heading);
    expect(html, path).not.toContain(english);
    expect(html, path).toMatch(/<link rel="canonical" href="[^"]*\/hi\//);
  }
  // the English lists are unchanged
  expect(await (await request.get('/car-insurance-plan')).text()).toContain('Premium per year');
});

test('the car list in Hindi from the Hindi form: prices, a premium band, the IDV sort and the quote link', async ({
  page,
}) => {
  await page.goto('/hi/car-insurance');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('कार का नंबर').pressSequentially('mh12ab1234');
  await expect(page).toHaveURL(/\/hi\/car-insurance-plan$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'कार इंश्योरेंस प्लान', level: 1 })).toBeVisible();
  await expect(page.getByText('MH12AB1234 के लिए दाम।')).toBeVisible();
  const priced = page.getByTestId('priced-for');
  await expect(priced).toContainText('Maruti Suzuki Swift (पेट्रोल, 1197 सीसी) के लिए: 3 साल पुरानी');
  await expect(priced).toContainText('ज़ोन A, आपके नंबर MH12AB1234 से पता चला।');

  const cards = page.getByRole('list', { name: 'प्लान' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  await checkA11y(page, 'Hindi car list');
  await expectNoEnglish(page, [
    'Premium per year',
    'Get Quote',
    'Your vehicle',
    'Prices for',
    'with 18% GST',
  ]);

  // the same prices as the English list, filtered and sorted in Hindi
  await page.getByRole('radio', { name: '₹7,500 से कम' }).check();
  await expect(cards.getByTestId('premium')).toHaveText(['₹7,349', '₹6,990', '₹6,745', '₹7,480', '₹7,199']);
  await expect(page.getByText('10 में से 5 प्लान दिखाए जा रहे हैं')).toBeVisible();
  await page.getByRole('radio', { name: 'कोई भी प्रीमियम' }).check();
  await page.getByRole('checkbox', { name: 'IDV के हिसाब से क्रम: सबसे ज़्यादा पहले' }).check();
  await expect(cards.first().getByTestId('idv')).toHaveText('₹5,41,000');
  await expect(page.getByText(/क्रम: IDV \(बीमा के लिए तय वाहन का मूल्य\), सबसे ज़्यादा पहले/)).toBeVisible();

  // the vehicle panel in Hindi moves the prices; the breakdown is said in Hindi
  const panel = page.getByRole('region', { name: 'आपका वाहन' });
  await panel.getByLabel('कंपनी').selectOption('Hyundai');
  await panel.getByLabel('मॉडल').selectOption({ label: 'Creta · पेट्रोल · 1497 सीसी' });
  await expect(priced).toContainText('Hyundai Creta (पेट्रोल, 1497 सीसी) के लिए');
  await cards.first().getByText('यह प्रीमियम कैसे बना है').click();
  await expect(cards.first().getByText('थर्ड-पार्टी')).toBeVisible();
  await expect(cards.first().getByText('ज़ीरो डेप्रिसिएशन')).toBeVisible();
  await checkA11y(page, 'Hindi car list, sorted, vehicle answered');

  const quote = cards.first().getByRole('link', { name: 'कोटेशन पाएँ' });
  const href = (await quote.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/hi\/dashboard\?quote=/);
  expect(JSON.parse(new URL(href, 'http://x').searchParams.get('quote') ?? '{}')).toMatchObject({
    line: 'car',
    choices: { modelId: 'hyundai-creta' },
  });
  await shoot(page, 'hi-car-list');
});

test('the two-wheeler lists in Hindi from the Hindi form: by number and for a new bike', async ({ page }) => {
  await page.goto('/hi/twowheeler-insurance');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('बाइक का नंबर').pressSequentially('ka01mj2025');
  await expect(page).toHaveURL(/\/hi\/twowheeler-insurance-plan$/);
  await expect(page.getByRole('heading', { name: 'टू-व्हीलर इंश्योरेंस प्लान', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'प्लान' }).getByRole('article');
  await expect(cards).toHaveCount(12);
  await page.getByRole('radio', { name: '₹1,000 से कम' }).check();
  await page.getByRole('checkbox', { name: 'IDV के हिसाब से क्रम: सबसे ज़्यादा पहले' }).check();
  await expect(cards.getByTestId('idv')).toHaveText(['₹60,000', '₹58,500', '₹57,500', '₹56,000', '₹54,500']);
  await expect(page.getByRole('radio', { name: '₹1,000 से ₹1,200 तक' })).toBeVisible();
  await checkA11y(page, 'Hindi two-wheeler list');

  await page.goto('/hi/twowheeler-insurance');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('बाइक का नंबर').fill('NEW');
  await page.getByRole('combobox', { name: 'ब्रांड' }).selectOption('Honda');
  await page.getByRole('combobox', { name: 'मॉडल' }).selectOption('Shine');
  await expect(page).toHaveURL(/\/hi\/two-wheeler-insurance-plan$/);
  await expect(page.getByText('आपकी नई Honda Shine के लिए दाम।')).toBeVisible();
  await expect(page.getByText('नया वाहन: इसी साल रजिस्टर हुआ, कोई नो-क्लेम बोनस नहीं।')).toBeVisible();
  await expect(page.getByRole('list', { name: 'प्लान' }).getByRole('article')).toHaveCount(12);
  await checkA11y(page, 'Hindi two-wheeler list for a new bike');
});

test('the travel list in Hindi from the Hindi form: the travellers dialog, the trip, a filter and Proceed', async ({
  page,
}) => {
  await page.goto('/hi/travel-insurance');
  await page.waitForLoadState('networkidle');
  const destination = page.getByRole('combobox', { name: /आप कहाँ यात्रा कर रहे हैं/ });
  await destination.fill('Jap');
  // the Hindi page names each country in Hindi; the list of plans still says the list's own name
  await page.getByRole('option', { name: 'जापान' }).click();
  await page.getByLabel(/यात्रा शुरू होने की तारीख़/).fill(isoInDays(10));
  await page.getByLabel(/यात्रा ख़त्म होने की तारीख़/).fill(isoInDays(21));
  await page.getByRole('button', { name: /1 यात्री/ }).click();
  const modal = page.getByRole('dialog', { name: 'कौन यात्रा कर रहा है?' });
  await modal.getByRole('button', { name: '2', exact: true }).click();
  await modal.getByLabel('यात्री 1 की उम्र').selectOption('34');
  await modal.getByLabel('यात्री 2 की उम्र').selectOption('65');
  await modal.getByRole('button', { name: 'नहीं' }).click();
  await checkA11y(page, 'Hindi travellers dialog');
  await modal.getByRole('button', { name: 'हो गया' }).click();
  await page.getByRole('button', { name: 'प्लान देखें' }).click();

  await expect(page).toHaveURL(/\/hi\/travel-insurance-plan$/);
  await expect(page.getByRole('heading', { name: 'ट्रैवल इंश्योरेंस प्लान', level: 1 })).toBeVisible();
  const trip = page.getByRole('region', { name: 'आपकी यात्रा' });
  await expect(trip).toContainText('Japan');
  await expect(trip).toContainText('2 यात्री (उम्र 34, 65)');
  await expect(trip.getByRole('link', { name: 'यात्रा बदलें' })).toHaveAttribute('href', '/hi/travel-insurance');
  await expect(page.getByTestId('priced-for')).toContainText('2 यात्री (उम्र 34 और 65), 12 दिन, एशिया');
  const cards = page.locator('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.first().getByTestId('trip-premium')).toHaveText(/^₹[\d,]+$/);
  await expect(cards.first()).toContainText('2 यात्रियों के लिए');
  await checkA11y(page, 'Hindi travel list');
  await expectNoEnglish(page, ['Prices for', 'Load More', 'Proceed', 'Medical', 'Edit trip']);
  await shoot(page, 'hi-travel-list');

  await page.getByRole('searchbox', { name: 'बीमा कंपनी या प्लान के नाम से प्लान खोजें' }).fill('no such insurer');
  await expect(page.getByText('आपके फ़िल्टर या खोज से कोई प्लान मेल नहीं खाता।')).toBeVisible();
  await page.getByRole('button', { name: 'खोज और फ़िल्टर हटाएँ' }).click();

  await page.getByRole('button', { name: /^फ़िल्टर/ }).click();
  const filters = page.getByRole('dialog', { name: 'प्लान फ़िल्टर करें' });
  await filters.getByRole('radio', { name: '$500,000 और उससे ज़्यादा' }).check();
  await checkA11y(page, 'Hindi travel filter dialog');
  await shoot(page, 'hi-travel-filter');
  await filters.getByRole('button', { name: 'लागू करें' }).click();
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'फ़िल्टर 1' })).toBeVisible();

  // Proceed opens the Hindi booking with the plan
  await cards
    .first()
    .getByRole('button', { name: /के साथ आगे बढ़ें$/ })
    .click();
  await expect(page).toHaveURL(/\/hi\/travel-insurance-booking\?plan=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
