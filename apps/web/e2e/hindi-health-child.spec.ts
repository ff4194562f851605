// Hindi plan lists: the family health form leads to its Hindi list (prices for the family, a filter, a sort, the
// features dialog, compare of two plans), the child savings form to its Hindi list, and the employee list to its
// Hindi compare page; links stay Hindi; axe on each.
import { checkA11y, expect, test, type Page } from './support/fixtures';

const uniqueMobile = () => `9${String(Date.now()).slice(-9)}`;

async function fillFamilyForm(page: Page) {
  await page.goto('/hi/family-health-insurance');
  await page.waitForLoadState('networkidle');
  await page.getByRole('checkbox', { name: 'स्वयं', exact: true }).check();
  await page.getByRole('checkbox', { name: 'बेटी', exact: true }).check();
  await page.getByLabel('आपकी उम्र').selectOption('38 years');
  await page.getByLabel('बेटी की उम्र').selectOption('20-120 Days');
  await page.getByRole('radio', { name: 'बेंगलुरु' }).check();
  await page.getByLabel(/पूरा नाम/).fill('कविता नायर');
  await page.getByLabel(/मोबाइल नंबर/).fill(uniqueMobile());
  await page.getByRole('checkbox', { name: 'इनमें से कोई नहीं' }).check();
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();
}

test('family health in Hindi: the form leads to the Hindi list, priced, filtered, sorted, features and compare', async ({
  page,
}) => {
  await fillFamilyForm(page);
  await expect(page).toHaveURL(/\/hi\/family-health-insurance-plan\?members=a38%2Cc0&city=Bengaluru/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('फ़ैमिली हेल्थ इंश्योरेंस प्लान');
  await expect(page.getByTestId('priced-for')).toContainText(
    'प्रीमियम इनके लिए: 1 वयस्क और 1 बच्चा (सबसे बड़े सदस्य की उम्र 38), Bengaluru (ज़ोन A), हर प्लान का अपना कवर, 1 साल के लिए।',
  );
  // back to the form stays Hindi
  await expect(page.getByRole('link', { name: 'बीमित सदस्य बदलें' })).toHaveAttribute(
    'href',
    '/hi/family-health-insurance',
  );
  const cards = page.getByRole('list', { name: 'प्लान' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByTestId('premium-monthly')).toHaveText(/^₹[\d,]+$/);
  await expect(cards.first()).toContainText('/महीना');
  await expect(cards.first()).toContainText('प्रति वर्ष');
  // buying goes to the Hindi application with the quote
  await expect(cards.first().getByRole('link', { name: 'इस प्लान के लिए आवेदन करें' })).toHaveAttribute(
    'href',
    /^\/hi\/dashboard\?quote=/,
  );
  await checkA11y(page, 'Hindi family health list');

  // a chosen cover prices every plan for it
  await page.getByRole('combobox', { name: 'कवर', exact: true }).selectOption('₹10 लाख');
  await expect(page.getByTestId('priced-for')).toContainText('₹10 लाख कवर');
  await expect(cards.first()).toContainText('₹10 लाख');

  // filter: premium band, then the sort by premium, high to low
  await page.getByRole('button', { name: /^फ़िल्टर/ }).click();
  const modal = page.getByRole('dialog', { name: 'प्लान फ़िल्टर करें' });
  await modal.getByRole('tab', { name: 'बीमा कंपनी' }).click();
  await modal.getByRole('checkbox', { name: 'Star Health' }).check();
  await modal.getByRole('checkbox', { name: 'Care Health' }).check();
  await expect(modal.getByRole('button', { name: /^\d+ प्लान दिखाएँ$/ })).toBeVisible();
  await modal.getByRole('tab', { name: 'क्रम' }).click();
  await modal.getByRole('radio', { name: 'प्रीमियम: ज़्यादा से कम' }).check();
  await checkA11y(page, 'Hindi filter modal');
  await modal.getByRole('button', { name: /^\d+ प्लान दिखाएँ$/ }).click();
  await expect(cards).toHaveCount(2);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'क्रम: मासिक प्रीमियम (एक साल का प्रीमियम ÷ 12), सबसे ज़्यादा पहले' }),
  ).toBeVisible();
  const premiums = await cards.getByTestId('premium-monthly').allTextContents();
  const rupees = premiums.map((p) => Number(p.replace(/[^\d]/g, '')));
  expect(rupees[0]).toBeGreaterThanOrEqual(rupees[1]!);

  // every feature of a plan
  await cards.first().getByRole('button', { name: 'सभी फ़ीचर देखें' }).click();
  const features = page.getByRole('dialog', { name: /के सभी फ़ीचर$/ });
  await expect(features).toContainText('मैटरनिटी वेटिंग पीरियड:');
  await expect(features).toContainText('कवर ₹10 लाख; पॉलिसी अवधि');
  // the plan's own feature lines are said in Hindi
  await expect(features).toContainText('पहले से मौजूद बीमारियाँ 3 साल बाद कवर');
  await expect(features).not.toContainText('Cashless treatment');
  await checkA11y(page, 'Hindi features dialog');
  await page.keyboard.press('Escape');

  // compare the two
  await cards.nth(0).getByRole('button', { name: 'तुलना में जोड़ें' }).click();
  await cards.nth(1).getByRole('button', { name: 'तुलना में जोड़ें' }).click();
  await expect(page.getByText('तुलना के लिए 2 प्लान चुने गए')).toBeVisible();
  await page.getByRole('button', { name: 'अभी तुलना करें' }).click();
  const compare = page.getByRole('dialog', { name: 'प्लान की तुलना करें' });
  await expect(compare).toContainText('प्रीमियम इनके लिए: 1 वयस्क और 1 बच्चा');
  await expect(compare.getByRole('rowheader', { name: 'कैशलेस अस्पताल' })).toBeVisible();
  await expect(compare.getByRole('rowheader', { name: 'क्लेम सेटलमेंट रेशियो' })).toBeVisible();
  await expect(compare.getByRole('columnheader')).toHaveCount(2);
  await checkA11y(page, 'Hindi compare dialog');
});

test('the plans an eldest member is too old for are named in Hindi', async ({ page }) => {
  await page.goto('/hi/health-insurance-plan?members=a70&city=Delhi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हेल्थ इंश्योरेंस प्लान');
  await expect(page.getByTestId('left-out')).toContainText('7 प्लान नहीं दिखाए गए');
  await expect(page.getByTestId('left-out')).toContainText(
    'सबसे बड़े सदस्य की उम्र 65 साल तक ही ली जाती है (आपके परिवार में 70)',
  );
  await checkA11y(page, 'Hindi health list with plans left out');
});

test('child savings in Hindi: the form leads to the Hindi list with its projections', async ({ page }) => {
  await page.goto('/hi/child-savings');
  await page.waitForLoadState('networkidle');
  await page.getByLabel(/आपका नाम/).fill('मीरा अय्यर');
  await page.getByLabel(/मोबाइल नंबर/).fill(uniqueMobile());
  await page.getByLabel(/ईमेल/).fill('meera@example.in');
  const city = page.getByRole('combobox', { name: /शहर/ });
  await city.fill('Pun');
  await page.getByRole('option', { name: 'पुणे' }).click();
  await page.getByLabel(/आपकी उम्र/).selectOption('35');
  await page.getByLabel(/बच्चे की उम्र/).selectOption('3');
  await page.getByLabel(/सालाना आय/).selectOption('₹5 - ₹10 Lakhs');
  await page.getByRole('button', { name: 'प्लान देखें' }).click();
  await expect(page).toHaveURL(/\/hi\/child-savings-plan\?parentAge=35&childAge=3&income=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('चाइल्ड सेविंग्स प्लान');
  await expect(page.getByTestId('told')).toContainText('सालाना आय: ₹5 - ₹10 लाख');
  await expect(page.getByRole('link', { name: 'अपने जवाब बदलें' })).toHaveAttribute('href', '/hi/child-savings');
  await expect(page.getByTestId('payout').first()).toContainText(/8% पर ₹[\d,]+ · 4% पर ₹[\d,]+/);
  // the tax saved follows the visitor's own premium (₹60,000 suggested for ₹5-10 lakh: × 20% + 4% cess)
  await expect(page.getByTestId('your-tax').first()).toContainText('हर साल ₹12,480');
  await expect(page.getByText(/6\.96/)).toHaveCount(0);
  await page.getByRole('checkbox', { name: '13% और उससे ज़्यादा' }).check();
  await page.getByLabel('कंपनी खोजें').fill('zzz');
  await expect(page.getByText('आपके फ़िल्टर या खोज से कोई प्लान मेल नहीं खाता।')).toBeVisible();
  await page.getByRole('button', { name: 'खोज और फ़िल्टर हटाएँ' }).click();
  await expect(page.getByRole('link', { name: /का विवरण पाएँ$/ }).first()).toHaveAttribute(
    'href',
    /^\/hi\/dashboard\?quote=/,
  );
  await checkA11y(page, 'Hindi child savings list');

  // and the Hindi form leads here
  await page.getByRole('link', { name: 'अपने जवाब बदलें' }).click();
  await expect(page).toHaveURL(/\/hi\/child-savings$/);
});

test('employee compare in Hindi: the Hindi list leads to the Hindi compare page and back', async ({
  page,
}) => {
  await page.goto('/hi/employee-insurance-plan');
  await page.waitForLoadState('networkidle');
  // the plans' own features are said in Hindi
  await expect(page.getByText('कैशलेस क्लेम', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Cashless claims', { exact: true })).toHaveCount(0);
  const add = page.getByRole('button', { name: 'तुलना में जोड़ें' });
  await add.nth(0).click();
  await add.nth(1).click();
  await page.getByRole('button', { name: 'अभी तुलना करें' }).click();
  await expect(page).toHaveURL(/\/hi\/employee-ins-plan-compare-box\?/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्लान की तुलना करें');
  await expect(page.getByRole('rowheader', { name: 'प्रति कर्मचारी / वर्ष प्रीमियम' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'नेटवर्क अस्पताल' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'हर साल रिन्यूअल पर' }).first()).toBeVisible();
  await expect(page.getByTestId('priced-for')).toContainText('प्रीमियम:');
  await checkA11y(page, 'Hindi employee compare');
  await page.getByRole('link', { name: 'वापस', exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/employee-insurance-plan/);

  await page.goto('/hi/employee-ins-plan-compare-box');
  await expect(page.getByText('तुलना के लिए कोई प्लान नहीं चुना गया।')).toBeVisible();
  await expect(page.getByRole('link', { name: 'वापस जाएँ' })).toHaveAttribute(
    'href',
    '/hi/employee-insurance-plan',
  );
});
