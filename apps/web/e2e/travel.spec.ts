import { checkA11y, expect, readLatestOtp, test, uniqueMobile } from './support/fixtures';

/** yyyy-mm-dd, `days` from today in Indian time (the browser's zone in these journeys). */
function isoInDays(days: number): string {
  const d = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

test('travel: form to list (search, filter, Load More) to the 3-step booking and its reference', async ({
  page,
}) => {
  await page.goto('/travel-insurance');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Travel Insurance', level: 1 })).toBeVisible();

  // the four messages of the spec
  await page.getByRole('button', { name: 'View Plans' }).click();
  for (const message of [
    'Please select at least one destination.',
    'Start date is required.',
    'End date is required.',
    'Please enter the age for each traveller.',
  ]) {
    await expect(page.getByText(message).first()).toBeVisible();
  }
  await checkA11y(page, 'travel form with errors');

  const destination = page.getByRole('combobox', { name: /Where are you travelling/ });
  await destination.fill('zzz');
  await expect(page.getByText('No entries to show')).toBeVisible();
  await destination.fill('thai');
  await page.getByRole('option', { name: 'Thailand' }).click();
  await destination.fill('Jap');
  await destination.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen destinations' }).getByRole('listitem')).toHaveText([
    'Thailand',
    'Japan',
  ]);

  // the end date may not come before the start date
  await page.getByLabel(/Trip start date/).fill(isoInDays(10));
  await page.getByLabel(/Trip end date/).fill(isoInDays(8));
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page.getByText('End date cannot be before the start date.')).toBeVisible();
  await page.getByLabel(/Trip end date/).fill(isoInDays(20));

  // travellers modal: 6+ starts a counter at 6; a new count empties the ages
  await page.getByRole('button', { name: /1 Traveller/ }).click();
  const modal = page.getByRole('dialog', { name: 'Who is travelling?' });
  await modal.getByRole('button', { name: '6+' }).click();
  await expect(modal.getByText('6 travellers')).toBeVisible();
  await expect(modal.getByRole('combobox', { name: /Traveller \d+ age/ })).toHaveCount(6);
  await modal.getByRole('button', { name: 'One traveller more' }).click();
  await expect(modal.getByText('7 travellers')).toBeVisible();
  await checkA11y(page, 'travellers modal');
  await modal.getByRole('button', { name: '2', exact: true }).click();
  await modal.getByLabel('Traveller 1 age').selectOption('34');
  await modal.getByLabel('Traveller 2 age').selectOption('31');
  await modal.getByRole('button', { name: '3', exact: true }).click();
  await expect(modal.getByLabel('Traveller 1 age')).toHaveValue('');
  await modal.getByRole('button', { name: '2', exact: true }).click();
  await modal.getByLabel('Traveller 1 age').selectOption('34');
  await modal.getByLabel('Traveller 2 age').selectOption('31');
  await modal.getByRole('button', { name: 'Yes' }).click();
  await modal.getByRole('checkbox', { name: /Traveller 2/ }).check();
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: /2 Travellers · ages 34, 31/ })).toBeVisible();

  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/travel-insurance-plan$/);
  await expect(page.getByText(/Thailand, Japan/)).toBeVisible();

  // six at a time, cheapest first
  const cards = page.locator('article');
  await expect(cards).toHaveCount(6);
  await checkA11y(page, 'travel plan list');
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(12);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(16);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  const premiums = (await cards.locator('p > span.text-lg').allTextContents()).map((t) =>
    Number(t.replace(/\D/g, '')),
  );
  expect(premiums).toEqual([...premiums].sort((a, b) => a - b));

  // search and filters
  const search = page.getByRole('searchbox', { name: /Search plans/ });
  await search.fill('no such insurer');
  await expect(page.getByText('No plans match your filters or search.')).toBeVisible();
  await checkA11y(page, 'travel list, nothing found');
  await search.fill('tata');
  await expect(cards).toHaveCount(1);
  await search.fill('');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filter plans' });
  await filters.getByRole('radio', { name: '$500,000 and above' }).check();
  await checkA11y(page, 'travel filter modal');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Filters 1' })).toBeVisible();

  // Proceed carries the plan; the trip (and its travellers) comes along from the form
  await cards
    .first()
    .getByRole('button', { name: /^Proceed/ })
    .click();
  await expect(page).toHaveURL(/\/travel-insurance-booking\?plan=/);
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expect(page.getByRole('group', { name: /Traveller \d/ })).toHaveCount(2);

  // step 1 is checked before moving on
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Enter the full name as on the passport (letters and spaces only).').first(),
  ).toBeVisible();
  await checkA11y(page, 'booking step 1 with errors');
  const people = [
    {
      name: 'Asha Rao',
      gender: 'Female',
      dob: '14021991',
      passport: 'k1234567',
      mobile: uniqueMobile(),
      nominee: 'Ravi Rao',
      relation: 'Spouse',
    },
    {
      name: 'Ravi Rao',
      gender: 'Male',
      dob: '03071988',
      passport: 'M7654321',
      mobile: '9876505678',
      nominee: 'Asha Rao',
      relation: 'Spouse',
    },
  ];
  for (const [i, p] of people.entries()) {
    const group = page.getByRole('group', { name: new RegExp(`Traveller ${i + 1}`) });
    await group.getByLabel(/Full name/).fill(p.name);
    await group.getByLabel(/^Gender/).selectOption(p.gender);
    await group.getByLabel(/Date of birth/).fill(p.dob);
    await group.getByLabel(/Visa type/).selectOption('Tourist/Visitor Visa');
    await group.getByLabel(/Passport number/).fill(p.passport);
    await group.getByLabel(/Mobile number/).fill(p.mobile);
    await group.getByLabel(/Nominee name/).fill(p.nominee);
    await group.getByLabel(/Nominee relation/).selectOption(p.relation);
  }
  await expect(page.getByRole('group', { name: /Traveller 1/ }).getByLabel(/Date of birth/)).toHaveValue(
    '14/02/1991',
  );
  await page.getByRole('button', { name: 'Continue' }).click();

  // step 2: a ticked disease needs its year
  await expect(page.getByRole('heading', { name: 'Medical history' })).toBeVisible();
  const ravi = page.getByRole('group', { name: /Ravi Rao: medical history/ });
  await ravi.getByRole('checkbox', { name: 'Diabetes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Select the year it was diagnosed.')).toBeVisible();
  await checkA11y(page, 'booking step 2 with errors');
  const year = String(new Date().getFullYear() - 5);
  await ravi.getByLabel('Year diagnosed (Diabetes)').selectOption(year);

  // Back returns to step 1 with everything kept
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('group', { name: /Traveller 2/ }).getByLabel(/Full name/)).toHaveValue(
    'Ravi Rao',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(ravi.getByLabel('Year diagnosed (Diabetes)')).toHaveValue(year);
  await page.getByRole('button', { name: 'Continue' }).click();

  // step 3: Care Explore's price for each traveller (₹1,890 for a week in Asia × 1.5 for 11 days, both under
  // 40, less the 18% GST the listed price held: travel has had no GST since 22/09/2025), and the plan's own sum
  // insured
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText('₹4,806');
  await expect(page.getByText('$500,000 medical')).toBeVisible();
  await expect(page.getByText(/No GST/)).toBeVisible();
  await expect(page.getByRole('cell', { name: '₹2,403' })).toHaveCount(2);
  await checkA11y(page, 'booking summary');

  // the booking never waits on agreeing to offers: that box is optional and unticked
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/Insurance/AddLead') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  // nobody is logged in: the first traveller's phone is verified inline before the booking is sent
  const check = page.getByRole('region', { name: 'Verify your phone to confirm the booking' });
  const firstMobile = people[0]?.mobile ?? '';
  await expect(check.getByText(`+91 ${firstMobile}`, { exact: false })).toBeVisible();
  await checkA11y(page, 'booking phone check');
  await check.getByRole('button', { name: 'Send OTP' }).click();
  const otp = await readLatestOtp(page.request, firstMobile);
  await check.getByLabel(/OTP/).fill(otp);
  await check.getByRole('button', { name: 'Verify OTP and confirm' }).click();
  const request = await sent;
  expect(request.headers().authorization).toMatch(/^Bearer /);
  const body = request.postDataJSON() as {
    line: string;
    details: { travellers: { fullName: string; diseases: unknown[] }[]; totalPremium: number };
  };
  expect(body.line).toBe('travel-booking');
  expect(body.details.totalPremium).toBe(4806);
  expect(body.details.travellers.map((t) => t.fullName)).toEqual(['Asha Rao', 'Ravi Rao']);
  expect(body.details.travellers[1]?.diseases).toEqual([{ name: 'Diabetes', year }]);

  await expect(page.getByRole('heading', { name: 'Booking request received' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(/^BS-[A-Z0-9]{8}$/);
  await checkA11y(page, 'booking confirmation');

  // the booking is in Know My Request Status under its reference, and opens to its detail
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  await page.goto('/knowmyrequest');
  const row = page
    .getByRole('table', { name: 'Your insurance requests' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Care Health Explore Platinum');
  await expect(row).toContainText('₹4,806 for the whole trip');
  await row.getByRole('link', { name: `View details of ${reference}` }).click();
  await expect(page.getByRole('heading', { name: `Request ${reference}` })).toBeFocused();
  await expect(page.getByRole('article')).toContainText('Care Health');
  await expect(page.getByRole('article')).toContainText('₹4,806 for the whole trip');
});

test('travel: the booking without a trip asks for the trip first', async ({ page }) => {
  await page.goto('/travel-insurance-booking?plan=digit-international');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Tell us about your trip first', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Enter trip details' }).click();
  await expect(page).toHaveURL(/\/travel-insurance$/);
});
