import { checkA11y, expect, test, type Page } from './support/fixtures';

// On a 390 px phone the first plan card starts on the first screen; how the prices were worked out is one tap away.
const SCREEN = { width: 390, height: 844 };
test.use({ viewport: SCREEN });

/** yyyy-mm-dd, `days` from today in Indian time (the browser's zone in these journeys). */
function isoInDays(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

interface List {
  /** What the test names the list by. */
  name: string;
  /** How a visitor reaches the list: its form's address, or the form itself where the answers travel otherwise. */
  reach: (page: Page) => Promise<void>;
  /** A note kept behind "How these prices are worked out"; absent where the list has no such button. */
  note?: RegExp;
  /** A question of the panel a phone folds behind "Change" (what the list is priced for stays in sight). */
  change?: RegExp;
  /** A filter a phone folds behind "Filters". */
  filter?: RegExp;
}

const byAddress =
  (path: string) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
  };

/** The motor forms move on to their list as soon as a whole number is typed (the answers ride in history state). */
const byPlate =
  (form: string, label: RegExp, plate: string, list: RegExp) =>
  async (page: Page): Promise<void> => {
    await page.goto(form);
    await page.waitForLoadState('networkidle');
    await page.getByLabel(label).pressSequentially(plate);
    await expect(page).toHaveURL(list);
  };

/** The travel form keeps the trip in sessionStorage and opens the list (prices-travel.spec.ts does the same). */
async function byTrip(page: Page): Promise<void> {
  await page.goto('/travel-insurance');
  await page.waitForLoadState('networkidle');
  const trip = {
    destinations: ['United Arab Emirates'],
    startDate: isoInDays(5),
    endDate: isoInDays(11),
    travellerAges: ['30'],
    hasPreExistingCondition: false,
    travellersWithCondition: [],
  };
  await page.evaluate((t) => sessionStorage.setItem('bimasetu.travel.trip', JSON.stringify(t)), trip);
  await page.goto('/travel-insurance-plan');
  await expect(page.getByRole('region', { name: 'Your trip' })).toBeVisible();
}

const lists: List[] = [
  {
    name: '/term-insurance-plans?dob=1990-05-10&gender=male',
    reach: byAddress('/term-insurance-plans?dob=1990-05-10&gender=male'),
    note: /^No GST/,
  },
  {
    name: '/hi/term-insurance-plans?dob=1990-05-10&gender=female',
    reach: byAddress('/hi/term-insurance-plans?dob=1990-05-10&gender=female'),
    note: /^कोई GST नहीं/,
  },
  {
    name: '/health-insurance-plan?m=a30&city=Delhi',
    reach: byAddress('/health-insurance-plan?m=a30&city=Delhi'),
    note: /Estimated premiums/,
  },
  {
    name: '/family-health-insurance-plan?m=a35,a32,c5&city=Pune',
    reach: byAddress('/family-health-insurance-plan?m=a35,a32,c5&city=Pune'),
    note: /Estimated premiums/,
  },
  {
    name: 'the NRI term list',
    reach: byAddress('/nri-term-insurance-plans?dob=1985-01-01&gender=male&tobacco=no'),
    note: /^No GST/,
  },
  {
    name: 'the women term list',
    reach: byAddress('/women-term-insurance-plans?dob=1992-02-20&gender=female&tobacco=no'),
    note: /^No GST/,
  },
  // The car, two-wheeler, child savings and employee lists fold their questions behind "Change" and their filters
  // behind "Filters" on a phone (ui/phone-disclosure.tsx); a wider screen keeps both open. The travel list has
  // none of these: what it was priced for stays in sight, and only the first card's place is checked.
  {
    name: 'the car list',
    reach: byPlate('/car-insurance', /Car number/, 'mh12ab1234', /\/car-insurance-plan$/),
    note: /^Premiums are estimates until the insurer inspects/,
    change: /^Make$/,
    filter: /^Premium per year$/,
  },
  {
    name: 'the two-wheeler list',
    reach: byPlate('/twowheeler-insurance', /Bike number/, 'ka01mj2025', /\/twowheeler-insurance-plan$/),
    note: /^Premiums are estimates until the insurer inspects/,
    change: /^Registration year$/,
    filter: /^Premium per year$/,
  },
  { name: 'the travel list', reach: byTrip },
  {
    name: 'the child savings list',
    reach: byAddress('/child-savings-plan?parentAge=40&childAge=8&income=%E2%82%B910+-+%E2%82%B920+Lakhs'),
    note: /^Projected for paying ₹1,20,000 a year/,
    change: /^Your yearly premium$/,
    filter: /^10-year returns$/,
  },
  {
    name: 'the employee list',
    reach: byAddress('/employee-insurance-plan?employees=300&insure=families'),
    note: /^Premiums before GST, estimates/,
    change: /^Which family members$/,
    filter: /^Claim settlement ratio$/,
  },
];

/** A disclosure's button, and the part it opens (named by its aria-controls). */
async function disclosure(page: Page, name: RegExp) {
  const button = page.getByRole('button', { name });
  const id = await button.getAttribute('aria-controls');
  return { button, part: page.locator(`[id="${id}"]`) };
}

for (const { name, reach, note, change, filter } of lists) {
  test(`${name} shows its first plan card on the first screen`, async ({ page }) => {
    await reach(page);
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const box = await firstCard.boundingBox();
    // where the card starts on the page, whatever the scroll the page arrived with
    const scrolled = await page.evaluate(() => window.scrollY);
    expect((box?.y ?? Infinity) + scrolled).toBeLessThan(SCREEN.height - 120);

    if (!note) return;
    const explain = await disclosure(page, /How these prices are worked out|ये प्रीमियम कैसे निकाले गए/);
    await expect(explain.button).toHaveAttribute('aria-expanded', 'false');
    // the note in the explainer's own part (a term card may say "No GST" too)
    await expect(explain.part.getByText(note)).toBeHidden();
    await explain.button.click();
    await expect(explain.button).toHaveAttribute('aria-expanded', 'true');
    await expect(explain.part.getByText(note)).toBeVisible();

    // the questions and the filters a phone folds are one tap away each, and work from the keyboard
    for (const [button, label] of [
      [/^Change$/, change],
      [/^Filters$/, filter],
    ] as const) {
      if (!label) continue;
      const fold = await disclosure(page, button);
      await expect(fold.button).toHaveAttribute('aria-expanded', 'false');
      await expect(fold.part.getByText(label).first()).toBeHidden();
      await fold.button.focus();
      await page.keyboard.press('Enter');
      await expect(fold.button).toHaveAttribute('aria-expanded', 'true');
      await expect(fold.part.getByText(label).first()).toBeVisible();
    }
    await checkA11y(page, `${name} with its price explanation open`);
  });
}
