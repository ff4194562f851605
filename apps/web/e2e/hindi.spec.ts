// Hindi: prerendered /hi/ pages, the language switch (same screen, typed values and address kept), the remembered
// choice, the offer to a Hindi-first browser (never a redirect), and axe on Hindi pages.
import { checkA11y, expect, seedSession, test, uniqueMobile, type Page } from './support/fixtures';

const HINDI_PAGES: [string, string][] = [
  ['/hi', 'हर भारतीय परिवार के लिए आसान बीमा'],
  ['/hi/about-us', 'हमारे बारे में'],
  ['/hi/faq', 'अक्सर पूछे जाने वाले सवाल'],
  ['/hi/contactus', 'संपर्क करें'],
  ['/hi/InsuranceCards', 'बीमा कैलकुलेटर'],
  ['/hi/term-insurance', 'टर्म इंश्योरेंस कैलकुलेटर'],
  ['/hi/child-savings', 'चाइल्ड सेविंग्स प्लान'],
  ['/hi/employee-health-insurance', 'कर्मचारियों के लिए ग्रुप हेल्थ इंश्योरेंस'],
  ['/hi/employee-insurance-plan', 'कर्मचारियों के लिए ग्रुप हेल्थ प्लान'],
  ['/hi/health-insurance', 'हेल्थ इंश्योरेंस'],
  ['/hi/family-health-insurance', 'फ़ैमिली हेल्थ इंश्योरेंस'],
  ['/hi/car-insurance', 'कार इंश्योरेंस'],
  ['/hi/twowheeler-insurance', 'टू-व्हीलर इंश्योरेंस'],
  ['/hi/travel-insurance', 'ट्रैवल इंश्योरेंस'],
  ['/hi/term-insurance-plans', 'टर्म इंश्योरेंस प्लान'],
  ['/hi/nri-term-insurance-plans', 'NRI टर्म इंश्योरेंस प्लान'],
  ['/hi/women-term-insurance-plans', 'महिलाओं के लिए टर्म इंश्योरेंस प्लान'],
];

const switchLink = (page: Page) => page.getByRole('banner').getByTestId('language-switch');

test('every Hindi page arrives as Hindi HTML with lang="hi", hreflang alternates and its own canonical URL', async ({
  request,
}) => {
  for (const [path, heading] of HINDI_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<html lang="hi">');
    expect(html, path).toContain(heading);
    const english = path === '/hi' ? '/' : path.slice(3);
    expect(html, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="en-IN" href="[^"]*${english}"`));
    expect(html, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="hi-IN" href="[^"]*${path}"`));
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    expect(html.match(/rel="canonical"/g), `${path}: one canonical`).toHaveLength(1);
    expect(html, path).toMatch(
      new RegExp(`<link rel="alternate" hrefLang="x-default" href="[^"]*${english}"`),
    );
    expect(html, path).toContain('rel="preload" href="/fonts/noto-sans-devanagari-400.woff2"');
    // only the regular weight: the bold one is fetched when the styles ask for it
    expect(html, path).not.toContain('rel="preload" href="/fonts/noto-sans-devanagari-700.woff2"');
  }
  // The English page names its Hindi alternate, keeps lang="en-IN" and never preloads the Devanagari font.
  const home = await (await request.get('/')).text();
  expect(home).toContain('<html lang="en-IN">');
  expect(home).toMatch(/<link rel="alternate" hrefLang="hi-IN" href="[^"]*\/hi"/);
  expect(home.match(/rel="canonical"/g), '/: one canonical').toHaveLength(1);
  expect(home).not.toContain('noto-sans-devanagari');
  // An unknown Hindi address is a 404 like an English one.
  expect((await request.get('/hi/no-such-page')).status()).toBe(404);
});

test('bold Hindi comes from the system Noto Sans Devanagari Bold where there is one: only the regular weight is downloaded', async ({
  page,
}) => {
  // Android phones ship Noto Sans Devanagari, and so does this machine (.ci/run installs fonts-noto-core).
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/fonts/')) fonts.push(new URL(r.url()).pathname);
  });
  await page.goto('/hi/term-insurance-plans');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.family.includes('BimaSetu Devanagari'))
      .map((f) => ({ weight: f.weight, status: f.status }));
  });
  expect(faces).toContainEqual({ weight: '700', status: 'loaded' });
  expect(faces).toContainEqual({ weight: '400', status: 'loaded' });
  expect(fonts).toEqual(['/fonts/noto-sans-devanagari-400.woff2']);
});

test('a browser asking for Hindi gets the English page with an offer, never a redirect', async ({
  browser,
  request,
  baseURL,
}) => {
  const answer = await request.get('/', {
    headers: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('<html lang="en-IN">');

  const context = await browser.newContext({ locale: 'hi-IN', baseURL });
  const page = await context.newPage();
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/about-us$/);
  const offer = page.getByTestId('hindi-offer');
  await expect(offer).toContainText('यह पेज हिंदी में भी है।');
  await checkA11y(page, 'English page with the Hindi offer');
  await offer.getByRole('button', { name: 'नहीं, धन्यवाद' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page.getByTestId('hindi-offer')).toHaveCount(0);

  // Taking the offer opens the same screen in Hindi.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/contactus');
  await page.getByTestId('hindi-offer').getByRole('link', { name: 'हिंदी में पढ़ें' }).click();
  await expect(page).toHaveURL(/\/hi\/contactus$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('संपर्क करें');
  await context.close();
});

test('switching on the home page keeps the screen, the choice survives a reload and a new visit, and English comes back', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/fonts/')) fonts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(fonts).toEqual([]);
  await expect(switchLink(page)).toHaveText('हिंदी');
  await switchLink(page).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हर भारतीय परिवार के लिए आसान बीमा');
  await expect(
    page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होम' }).first(),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हर भारतीय परिवार के लिए आसान बीमा');
  expect(fonts.some((f) => f.endsWith('noto-sans-devanagari-400.woff2'))).toBe(true);
  await checkA11y(page, 'Hindi home');

  // A later visit to an English address opens the same screen in the language chosen.
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/hi\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अक्सर पूछे जाने वाले सवाल');
  await checkA11y(page, 'Hindi FAQ');

  await switchLink(page).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await page.goto('/hi/about-us');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});

test('the term form in Hindi: what was typed survives the switch, its errors are in Hindi, it goes on to the list', async ({
  page,
}) => {
  await page.goto('/term-insurance');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Full name').fill('Asha Rao');
  await page.getByLabel('Date of birth').fill('15081990');
  await page.getByRole('radio', { name: 'Female' }).check();
  await switchLink(page).click();
  await expect(page).toHaveURL(/\/hi\/term-insurance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('टर्म इंश्योरेंस कैलकुलेटर');
  await expect(page.getByLabel('पूरा नाम')).toHaveValue('Asha Rao');
  await expect(page.getByLabel('जन्म तिथि')).toHaveValue('15/08/1990');
  await expect(page.getByRole('radio', { name: 'महिला' })).toBeChecked();

  await page.getByLabel('पूरा नाम').fill('');
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();
  await expect(page.getByText('नाम भरना ज़रूरी है')).toBeVisible();
  await expect(page.getByText('मोबाइल नंबर भरना ज़रूरी है')).toBeVisible();
  await checkA11y(page, 'Hindi term form with errors');

  await page.getByLabel('पूरा नाम').fill('Asha Rao');
  await page.getByLabel('मोबाइल नंबर').fill('9876543210');
  await page.getByRole('radio', { name: 'नहीं', exact: true }).check();
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();
  // on to the Hindi list with the visitor's answers (e2e/hindi-term-list.spec.ts follows it further)
  await expect(page).toHaveURL(/\/hi\/term-insurance-plans\?dob=1990-08-15&gender=female/);
});

test('the employee list in Hindi: the switch keeps the address (team, cover, compare) and the choices on screen', async ({
  page,
}) => {
  await page.goto('/employee-insurance-plan?employees=45&insure=families');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Which family members').selectOption('family-parents');
  await expect(page).toHaveURL(/coverage=family-parents/);
  const firstAdd = page.getByRole('button', { name: /^Add to compare: / }).first();
  const plan = ((await firstAdd.getAttribute('aria-label')) ?? '').replace('Add to compare: ', '');
  await firstAdd.click();
  await expect(page).toHaveURL(/compare=/);
  const english = new URL(page.url());

  await switchLink(page).click();
  await expect(page).toHaveURL(/\/hi\/employee-insurance-plan\?/);
  const hindi = new URL(page.url());
  expect(hindi.search).toBe(english.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('कर्मचारियों के लिए ग्रुप हेल्थ प्लान');
  await expect(page.getByTestId('told')).toContainText('45 कर्मचारी');
  await expect(page.getByLabel('परिवार के कौन-से सदस्य')).toHaveValue('family-parents');
  await expect(page.getByRole('button', { name: `${plan} को तुलना से हटाएँ` })).toBeVisible();
  await expect(page.getByTestId('priced-for')).toContainText('कर्मचारी, पति/पत्नी, बच्चे और माता-पिता');
  // sums insured in लाख, never the English unit
  await expect(page.getByRole('main')).toContainText(/₹\d+ लाख/);
  await expect(page.getByRole('main')).not.toContainText(/\b(lakh|crore)\b/);
  await checkA11y(page, 'Hindi employee list');

  await switchLink(page).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/employee-insurance-plan');
  expect(new URL(page.url()).search).toBe(english.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Employee Group Health Plans');
});

test('the Hindi contact form, calculator hub, child savings form and not-found page', async ({ page }) => {
  await page.goto('/hi/contactus');
  await page.waitForLoadState('networkidle'); // hydrated: the prerendered form answers only then
  await page.getByRole('button', { name: 'भेजें' }).click();
  await expect(page.getByText('कृपया सभी जानकारी भरें।')).toBeVisible();
  await checkA11y(page, 'Hindi contact form with its message');

  await page.goto('/hi/InsuranceCards');
  await page.getByRole('link', { name: /कर्मचारी हेल्थ इंश्योरेंस/ }).click();
  await expect(page).toHaveURL(/\/hi\/employee-health-insurance$/);
  await checkA11y(page, 'Hindi employee form');

  await page.goto('/hi/child-savings');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'प्लान देखें' }).click();
  await expect(page.getByText('यह जानकारी भरना ज़रूरी है।').first()).toBeVisible();
  await expect(page.getByLabel('सालाना आय')).toContainText('₹20 लाख से ज़्यादा');
  await checkA11y(page, 'Hindi child savings form with its messages');

  await page.goto('/hi/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - पेज नहीं मिला');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test("the health form in Hindi: members, ages and conditions in Hindi, the spec's messages said in Hindi", async ({
  page,
}) => {
  await page.goto('/hi/family-health-insurance');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फ़ैमिली हेल्थ इंश्योरेंस');
  await page.getByRole('checkbox', { name: 'बेटा' }).check();
  await expect(page.getByLabel('बेटे की उम्र')).toContainText('20-120 दिन');
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();
  await expect(page.getByText('कृपया बेटे की उम्र चुनें।')).toBeVisible();
  await expect(page.getByText('कृपया अपना शहर चुनें।')).toBeVisible();
  await expect(page.getByText('नाम भरना ज़रूरी है।')).toBeVisible();
  await checkA11y(page, 'Hindi family health form with its messages');
});

test("the car and two-wheeler forms in Hindi: their labels and the spec's number messages in Hindi", async ({
  page,
}) => {
  await page.goto('/hi/car-insurance');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('कार का नंबर').fill('AB12');
  await page.getByRole('button', { name: 'दाम देखें' }).click();
  await expect(page.getByText('10 अक्षरों का सही कार नंबर डालें या NEW लिखें')).toBeVisible();
  await checkA11y(page, 'Hindi car form with its message');

  await page.goto('/hi/twowheeler-insurance');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('बाइक का नंबर').fill('NEW');
  await page.getByRole('button', { name: 'दाम देखें' }).click();
  await expect(page.getByText('कृपया अपनी बाइक का ब्रांड चुनें।')).toBeVisible();
  await checkA11y(page, 'Hindi two-wheeler form with its message');
});

test("the travel form in Hindi: its labels, the travellers dialog and the spec's messages in Hindi", async ({
  page,
}) => {
  await page.goto('/hi/travel-insurance');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'प्लान देखें' }).click();
  await expect(page.getByText('कृपया कम से कम एक देश चुनें।')).toBeVisible();
  await expect(page.getByText('यात्रा शुरू होने की तारीख़ भरना ज़रूरी है।')).toBeVisible();
  await checkA11y(page, 'Hindi travel form with its messages');
  await page.getByRole('button', { name: /1 यात्री/ }).click();
  await expect(page.getByRole('dialog', { name: 'कौन यात्रा कर रहा है?' })).toBeVisible();
  await expect(page.getByLabel('यात्री 1 की उम्र')).toContainText('1 साल से कम');
});

test('a logged-in phone at 390 px keeps the Hindi nav bar on one line ("लॉग आउट" does not wrap)', async ({
  page,
}) => {
  await seedSession(page, uniqueMobile());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi');
  const logout = page.getByRole('button', { name: 'लॉग आउट' });
  const english = page.getByRole('link', { name: 'English' }).first();
  await expect(logout).toBeVisible();
  const [logoutBox, englishBox] = [await logout.boundingBox(), await english.boundingBox()];
  // one line: as tall as the language switch beside it, and nothing runs off the screen
  expect(logoutBox?.height).toBe(englishBox?.height);
  expect((logoutBox?.x ?? 0) + (logoutBox?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
