import { checkA11y, expect, test } from './support/fixtures';

// On a 390 px phone the first plan card starts on the first screen; how the prices were worked out is one tap away.
test.use({ viewport: { width: 390, height: 844 } });

const lists = [
  { path: '/term-insurance-plans?dob=1990-05-10&gender=male', note: /^No GST/ },
  { path: '/hi/term-insurance-plans?dob=1990-05-10&gender=female', note: /^कोई GST नहीं/ },
  { path: '/health-insurance-plan?m=a30&city=Delhi', note: /Estimated premiums/ },
  { path: '/family-health-insurance-plan?m=a35,a32,c5&city=Pune', note: /Estimated premiums/ },
];

for (const { path, note } of lists) {
  test(`${path} shows its first plan card on the first screen`, async ({ page }) => {
    await page.goto(path);
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const box = await firstCard.boundingBox();
    expect(box?.y ?? Infinity).toBeLessThan(844 - 120);

    const explain = page.getByRole('button', {
      name: /How these prices are worked out|ये प्रीमियम कैसे निकाले गए/,
    });
    await expect(explain).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(note)).toBeHidden();
    await explain.click();
    await expect(explain).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(note)).toBeVisible();
    await checkA11y(page, `${path} with its price explanation open`);
  });
}
