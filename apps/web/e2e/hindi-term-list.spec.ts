// The term list in Hindi, end to end: the Hindi term form (one error said in Hindi first) goes on to the Hindi list
// with the visitor's answers, which prices for them, sorts, filters and compares in Hindi, axe clean; the English
// list is unchanged.
import { checkA11y, expect, test, type Page } from './support/fixtures';

const premiums = async (page: Page) =>
  (await page.getByTestId('premium').allTextContents()).map((t) => Number(t.replace(/\D/g, '')));

test('the Hindi term form goes on to the Hindi list, which sorts, filters and compares in Hindi', async ({
  page,
}) => {
  await page.goto('/hi/term-insurance');
  await page.getByLabel('जन्म तिथि').fill('15081990');
  await page.getByRole('radio', { name: 'महिला' }).check();
  await page.getByLabel('मोबाइल नंबर').fill('9876543210');
  await page.getByRole('radio', { name: 'नहीं', exact: true }).check();
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();
  await expect(page.getByText('नाम भरना ज़रूरी है')).toBeVisible();
  await page.getByLabel('पूरा नाम').fill('Asha Rao');
  await page.getByRole('button', { name: 'अपने कवरेज प्लान देखें' }).click();

  await expect(page).toHaveURL(/\/hi\/term-insurance-plans\?dob=1990-08-15&gender=female&tobacco=no$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('टर्म इंश्योरेंस प्लान');
  await expect(page.getByTestId('priced-for')).toHaveText(
    /^ये प्रीमियम \d+ साल की धूम्रपान न करने वाली महिला के लिए हैं: ₹1 करोड़ का लाइफ़ कवर, \d+ साल की उम्र तक।$/,
  );
  await expect(page.getByTestId('premium').first()).toHaveText(/^₹[\d,]+$/);
  await expect(page.getByRole('button', { name: 'मासिक' })).toHaveAttribute('aria-pressed', 'true');
  // the plans' own texts are said in Hindi too
  await expect(page.getByText('सालाना भुगतान पर 8% की बचत').first()).toBeVisible();
  await expect(page.getByText('Save 8% with yearly payment')).toHaveCount(0);
  await checkA11y(page, 'Hindi term list');

  // sort by price and keep the plans whose insurer also offers limited pay, from the Hindi modal
  await page.getByRole('button', { name: /सॉर्ट\/फ़िल्टर/ }).click();
  const modal = page.getByRole('dialog', { name: 'सॉर्ट और फ़िल्टर' });
  await modal.getByRole('radio', { name: 'कीमत: कम से ज़्यादा' }).check();
  await modal.getByRole('tab', { name: 'और विकल्प' }).click();
  await modal.getByRole('checkbox', { name: 'सीमित अवधि भुगतान', exact: true }).check();
  await checkA11y(page, 'Hindi term filter modal');
  await modal.getByRole('button', { name: 'लागू करें' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'क्रम:' })).toContainText(
    'क्रम: प्रीमियम, सबसे कम पहले',
  );
  const sorted = await premiums(page);
  expect(sorted.length).toBeGreaterThan(1);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  await expect(page.getByRole('button', { name: /सॉर्ट\/फ़िल्टर/ })).toContainText('1');

  // the buying button carries the quote to the Hindi application form
  const buy = page.getByRole('link', { name: /का कोटेशन पाएँ/ }).first();
  expect(await buy.getAttribute('href')).toMatch(/^\/hi\/dashboard\?quote=/);

  // compare two plans, priced as their cards
  const adds = page.getByRole('button', { name: 'तुलना में जोड़ें' });
  // a pressed button is renamed, so the first "add" is the next card's each time
  await adds.first().click();
  // wait for the rename, so the second click reaches the next card rather than this one again
  await expect(page.getByRole('button', { name: 'तुलना से हटाएँ' })).toHaveCount(1);
  await adds.first().click();
  const bar = page.getByRole('region', { name: 'तुलना के लिए प्लान' });
  await expect(bar).toContainText('तुलना के लिए 2 प्लान चुने गए');
  await bar.getByRole('button', { name: 'अभी तुलना करें' }).click();
  const compare = page.getByRole('dialog', { name: 'टर्म प्लान की तुलना करें' });
  await expect(compare.getByRole('rowheader', { name: 'निपटाए गए क्लेम' })).toBeVisible();
  const compared = (await compare.getByTestId('compare-premium').allTextContents()).map((t) =>
    Number(t.split('/')[0]!.replace(/\D/g, '')),
  );
  expect(compared).toEqual(sorted.slice(0, 2));
  await expect(compare.getByTestId('compare-premium').first()).toContainText('/महीना');
  // each priced as the term, regular-pay variant; limited pay named as the insurer's, in Hindi
  await expect(compare.getByRole('row', { name: /प्रीमियम भुगतान/ }).getByRole('cell')).toHaveText(
    Array(2).fill('नियमित भुगतान: कवर ख़त्म होने तक हर महीने'),
  );
  await expect(compare.getByRole('row', { name: /बीमा कंपनी के और विकल्प/ })).toContainText('सीमित अवधि भुगतान');
  // the plans' add-ons in Hindi, no English left
  const addOns = compare
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'ऐड-ऑन', exact: true }) })
    .getByRole('cell');
  await expect(addOns).toHaveCount(2);
  for (const cell of await addOns.all())
    await expect(cell).toHaveText(/^[^A-Za-z]*[\u0900-\u097f][^A-Za-z]*$/u);
  await checkA11y(page, 'Hindi term compare');
});

test('the English term list is unchanged beside the Hindi one', async ({ page }) => {
  await page.goto('/term-insurance-plans?dob=1990-08-15&gender=female');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Term Insurance Plans');
  await expect(page.getByTestId('priced-for')).toHaveText(
    /^Prices for a \d+-year-old non-smoker woman, ₹1 crore till \d+\.$/,
  );
  await page.getByRole('button', { name: /Sort\/Filter/ }).click();
  const modal = page.getByRole('dialog', { name: 'Sort & Filter' });
  await expect(modal.getByRole('radio', { name: 'Price: low to high' })).toBeVisible();
  await modal.getByRole('tab', { name: 'Also offered' }).click();
  await expect(modal.getByRole('checkbox', { name: 'Single pay', exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Save 8% with yearly payment').first()).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/[\u0900-\u097f]/u);
});
