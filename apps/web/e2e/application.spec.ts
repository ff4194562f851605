import { checkA11y, expect, seedSession, test, uniqueMobile } from './support/fixtures';

test('application: Motor and Health requests submitted by a logged-in customer, then listed in Know My Request Status', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  // an application is filed only by the logged-in customer for their own mobile
  await seedSession(page, mobile);
  await page.goto(
    '/dashboard?policyType=Motor%20Insurance&plan=Digit%20Car%20Comprehensive&sumAssured=750000',
  );
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Best Policy Suggestions', level: 1 })).toBeVisible();
  await expect(page.getByTestId('chosen-plan')).toHaveText('Digit Car Comprehensive');
  await expect(page.getByLabel(/^IDV, insured declared value/)).toHaveValue('7,50,000');
  await expect(page.getByRole('heading', { name: 'Motor Insurance Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Health & Lifestyle' })).toHaveCount(0);
  await checkA11y(page, 'application, motor');

  await page.getByLabel(/^Full name/).fill('Kiran Desai');
  await page.getByLabel(/^Date of birth/).fill('05081990');
  await expect(page.getByLabel(/^Date of birth/)).toHaveValue('05/08/1990');
  // pasted with the country code and two digits too many: the ten digits of the mobile are kept
  await page.getByLabel(/^Phone number/).fill(`+91 ${mobile}99`);
  await expect(page.getByLabel(/^Phone number/)).toHaveValue(mobile);
  await page.getByLabel(/^Vehicle type/).selectOption('4 Wheeler');
  await page.getByLabel(/^Brand/).fill('Hyundai');
  await page.getByLabel(/^Model/).fill('Creta');
  await page.getByLabel(/^Fuel type/).selectOption('Petrol');
  await page.getByLabel(/^Registration year/).selectOption(String(new Date().getFullYear() - 3));
  await page.getByLabel(/^Registration month/).selectOption('March');
  await page.getByLabel(/^Used for commercial activity/).selectOption('No');
  const motorSent = page.waitForRequest((r) => r.url().endsWith('/api/Insurance/AddInsuranceRequest'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  expect((await motorSent).postDataJSON()).toMatchObject({
    policyType: 'Motor Insurance',
    brand: 'Hyundai',
    plan: 'Digit Car Comprehensive',
  });
  await expect(page.getByText('Insurance application submitted successfully!')).toBeVisible();
  // a confirmation that stays, with the request's number and the way to the tracker
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
  await expect(page.getByTestId('application-reference')).toHaveText(/^(BS-[A-Z0-9]{8}|\d+)$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Know My Request Status' })).toBeVisible();
  await page.waitForTimeout(5500);
  await expect(page.getByText('Insurance application submitted successfully!')).toBeVisible();

  await page.getByRole('link', { name: 'Start another application' }).click();
  await expect(page.getByTestId('chosen-plan')).toHaveCount(0);
  await page.getByLabel(/^Full name/).fill('Kiran Desai');
  await page.getByLabel(/^Phone number/).fill(mobile);
  await page.getByLabel(/^Policy type/).selectOption('Health');
  await expect(page.getByRole('heading', { name: 'Motor Insurance Details' })).toHaveCount(0);
  await page.getByLabel(/^Sum insured/).fill('1000000');
  await page.getByLabel(/^Lifestyle/).fill('Non-smoker, walks daily');
  await page.getByLabel(/^Existing illness/).fill('None');
  await page.getByLabel('Occupation', { exact: true }).selectOption('Salaried');
  await page.getByLabel(/^Annual income/).fill('1800000');
  await checkA11y(page, 'application, health');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Insurance application submitted successfully!')).toBeVisible();

  await page.goto('/knowmyrequest');
  await page.waitForLoadState('networkidle');
  const rows = page.getByRole('region', { name: 'Your insurance requests' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('cell', { name: '₹7,50,000' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '₹10,00,000' })).toBeVisible();
});

test('application: a logged-in customer is prefilled; a failing submit keeps the data and shows the error', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await seedSession(page, mobile);
  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel(/^Phone number/)).toHaveValue(mobile);

  await page.route('**/api/Insurance/AddInsuranceRequest', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ isSuccess: false, message: 'down' }),
    }),
  );
  await page.getByLabel(/^Full name/).fill('Nisha Verma');
  await page.getByLabel(/^Policy type/).selectOption('Term');
  await page.getByLabel(/^Sum assured/).fill('50 lakh');
  // an amount is read as typed and said back, then shown grouped once the customer moves on
  await expect(page.getByTestId('amount-echo-sumAssured')).toHaveText('That is ₹50,00,000 (50 lakh)');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to submit insurance application. Please try again.',
  );
  await checkA11y(page, 'application, failed');
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Nisha Verma');
  await expect(page.getByLabel(/^Policy type/)).toHaveValue('Term');
  await expect(page.getByLabel(/^Sum assured/)).toHaveValue('50,00,000');
  await expect(page.getByText('Failed to submit insurance application. Please try again.')).toHaveCount(0, {
    timeout: 7000,
  });
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Nisha Verma');

  await page.unroute('**/api/Insurance/AddInsuranceRequest');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Insurance application submitted successfully!')).toBeVisible();
  await expect(page.getByText(/Follow this request in/)).toBeVisible();
});
