import { LINES, pricePlan } from '@bimasetu/contract/lines';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_PARAM, rememberQuote, rememberedQuote, type QuoteHandover } from '~/lib/quote-handover';
import { acceptLeads, renderScreen } from '~/lib/test-utils';
import { EmployeeCompareView } from './employee-compare-view';
import { EmployeeForm } from './employee-form';
import { EmployeePlanList } from './employee-plan-list';
import { EMPLOYEE_PLANS } from './employee-plans';

beforeEach(() => {
  acceptLeads();
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const routes = [
    { path: '/employee-health-insurance', element: <EmployeeForm /> },
    { path: '/employee-insurance-plan', element: <EmployeePlanList /> },
    { path: '/employee-ins-plan-compare-box', element: <EmployeeCompareView /> },
  ];
  return renderScreen(routes, path).router;
}

describe('employee form', () => {
  it('gives its six messages and "No city found"', async () => {
    renderAt('/employee-health-insurance');
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    // checked as soon as the form's schema has loaded (lib/use-schema-form.ts)
    await screen.findByText('Enter your company name');
    for (const message of [
      'Enter a valid 10-digit mobile number',
      'Please select whom you want to insure',
      'Enter a valid number of employees',
      'Please select your insurance buying status',
      'Enter your company name',
      'Select a valid city from the list',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: 'Gotham' } });
    // the city list loads once the box is used (ui/lead-city-field.tsx)
    expect(await screen.findByText('No city found')).toBeInTheDocument();
  });

  it('keeps only digits in the mobile and the head count, then moves on', async () => {
    const router = renderAt('/employee-health-insurance');
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '98-123 45678x' } });
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('9812345678');
    fireEvent.change(screen.getByLabelText(/Total number of employees/), { target: { value: '4a0' } });
    expect(screen.getByLabelText(/Total number of employees/)).toHaveValue('40');
    fireEvent.click(screen.getByRole('radio', { name: 'Employees only' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Renewing an existing policy' }));
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: 'Noida' } });
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/employee-insurance-plan'));
    expect(router.state.location.search).toBe('?employees=40&insure=employees');
  });
});

describe('employee plan list and compare', () => {
  it('adds three, refuses a fourth with the alert, shows the bar at two and carries the selection', async () => {
    const router = renderAt('/employee-insurance-plan');
    const add = (i: number) =>
      fireEvent.click(screen.getByRole('button', { name: `Add to compare: ${EMPLOYEE_PLANS[i]!.name}` }));
    add(0);
    expect(screen.queryByRole('region', { name: 'Plans to compare' })).toBeNull();
    add(1);
    expect(screen.getByRole('region', { name: 'Plans to compare' })).toHaveTextContent('2 of 3 selected');
    add(2);
    add(3);
    expect(screen.getByRole('alert')).toHaveTextContent('You can only compare up to 3 plans.');
    expect(router.state.location.search).toBe(
      `?compare=${EMPLOYEE_PLANS.slice(0, 3)
        .map((p) => p.id)
        .join('%2C')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: `Remove ${EMPLOYEE_PLANS[0]!.name} from compare` }));
    expect(screen.getByRole('region', { name: 'Plans to compare' })).toHaveTextContent('2 of 3 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Compare Now' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/employee-ins-plan-compare-box'));
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      expect.stringContaining('/employee-insurance-plan?compare='),
    );
  });

  it('filters on published claim figures only, and says why the list is empty', () => {
    renderAt('/employee-insurance-plan');
    expect(screen.getAllByRole('article')).toHaveLength(16);
    expect(screen.getAllByTestId('claims-settled').map((d) => d.textContent)).toContain('92.97%');
    fireEvent.click(screen.getByRole('radio', { name: 'Above 95%' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByTestId('without-figure')).toHaveTextContent(
      '12 plans are left out of “Above 95%” because the insurer has no published health claim settlement figure',
    );
    expect(
      screen.getByText(
        'No insurer on this list has a published health claim settlement figure above 95%. The highest is 92.97% (Aditya Birla Health, FY 2023-24).',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all plans' }));
    expect(screen.getAllByRole('article')).toHaveLength(16);
  });

  it('shows the form’s answers back and asks only what the form did not take', () => {
    renderAt('/employee-insurance-plan?employees=45&insure=families');
    expect(screen.getByTestId('told')).toHaveTextContent(
      '45 employees (priced as a team of 21 to 50 employees)',
    );
    expect(screen.getByTestId('told')).toHaveTextContent('Employees and their families');
    expect(screen.queryByLabelText('Number of employees')).toBeNull();
    // families: spouse and children by default; whether parents come too is the one question left
    expect(screen.getByLabelText('Which family members')).toHaveValue('family');
    expect(screen.getByTestId('priced-for')).toHaveTextContent(
      'Prices for employees, spouse and children, a team of 21 to 50 employees',
    );
    // Reliance lists ₹2,700: a team of 21 to 50 ×1, spouse and children ×2.4 = ₹6,480 before GST
    const reliance = screen.getByRole('article', { name: 'Reliance Group Mediclaim' });
    expect(reliance).toHaveTextContent('₹6,480');
  });

  it('hands the team-size band the card was priced with to the application, which prices it the same', () => {
    renderAt('/employee-insurance-plan');
    fireEvent.change(screen.getByLabelText('Number of employees'), { target: { value: '201-1000' } });
    const reliance = screen.getByRole('article', { name: 'Reliance Group Mediclaim' });
    // 2,700 × 0.88 = ₹2,376 for employees only in a team of 201 to 1,000
    expect(reliance).toHaveTextContent('₹2,376');
    const href = within(reliance)
      .getByRole('link', { name: /Reliance Group Mediclaim/ })
      .getAttribute('href');
    const handover = JSON.parse(
      new URL(href ?? '', 'https://example.in').searchParams.get(QUOTE_PARAM) ?? 'null',
    ) as QuoteHandover | null;
    expect(handover?.choices).toEqual({ coverage: 'employees', band: '201-1000' });
    // a lead of 40 employees (21 to 50) priced with the card's choices: the card's figure, not the lead's band
    const priced = pricePlan(
      'employee-health',
      'reliance-group',
      LINES['employee-health'].example,
      new Date(),
      handover?.choices,
    );
    expect(priced.ok && priced.quote.basePremium).toBe(2376);
  });

  it('opened from its address (no quote form in this tab), remembers the team on apply, so the application prices the card’s figure', () => {
    sessionStorage.clear();
    renderAt('/employee-insurance-plan');
    const reliance = screen.getByRole('article', { name: 'Reliance Group Mediclaim' });
    // the list's starting team: 21 to 50 employees only, Reliance's listed ₹2,700 before GST
    expect(reliance).toHaveTextContent('₹2,700');
    const link = within(reliance).getByRole('link', { name: /Reliance Group Mediclaim/ });
    const handover = JSON.parse(
      new URL(link.getAttribute('href') ?? '', 'https://example.in').searchParams.get(QUOTE_PARAM) ?? 'null',
    ) as QuoteHandover;
    expect(rememberedQuote('employee-health')).toBeNull();
    fireEvent.click(link);
    // what the application form prices the quote from (features/application: quoteDetails, priceInBrowser)
    const lead = rememberedQuote('employee-health');
    expect(lead).toEqual({ insureOption: 'Employees only' });
    const priced = pricePlan('employee-health', handover.planId, lead!, new Date(), handover.choices);
    expect(priced.ok && priced.parts.figures.basePremium).toBe(2700);
  });

  it('remembers the form’s own lead with the head count and whom the card insured', () => {
    sessionStorage.clear();
    rememberQuote('employee-health', { ...LINES['employee-health'].example, totalEmployees: '40' });
    renderAt('/employee-insurance-plan?employees=300&insure=employees');
    const reliance = screen.getByRole('article', { name: 'Reliance Group Mediclaim' });
    fireEvent.click(within(reliance).getByRole('link', { name: /Reliance Group Mediclaim/ }));
    const lead = rememberedQuote('employee-health');
    expect(lead).toEqual({
      ...LINES['employee-health'].example,
      totalEmployees: '300',
      insureOption: 'Employees only',
    });
    // complete, so the server prices it too
    expect(LINES['employee-health'].quoteSchema.safeParse(lead).success).toBe(true);
  });

  it('asks nothing on the list when the form said employees only', () => {
    renderAt('/employee-insurance-plan?employees=300&insure=employees');
    expect(screen.queryByRole('combobox')).toBeNull();
    // 201 to 1,000 ×0.88: 2,700 × 0.88 = 2,376
    expect(screen.getByRole('article', { name: 'Reliance Group Mediclaim' })).toHaveTextContent('₹2,376');
  });

  it('prices the compare page for the team the list was told, with the claim figures’ sources', () => {
    renderAt(
      '/employee-ins-plan-compare-box?employees=300&insure=employees&compare=reliance-group,star-group-care',
    );
    expect(screen.getByTestId('priced-for')).toHaveTextContent(
      'Prices for employees only, a team of 201 to 1,000 employees',
    );
    // Reliance 2,700 × 0.88 = ₹2,376; Star 4,200 × 0.88 = ₹3,696
    const premiums = screen.getByRole('row', { name: /^Premium per employee/ });
    expect(premiums).toHaveTextContent('₹2,376');
    expect(premiums).toHaveTextContent('₹3,696');
    const settled = screen.getByRole('row', { name: /^Claim settlement ratio/ });
    expect(settled).toHaveTextContent('Not published for health alone');
    expect(settled).toHaveTextContent('82.31% (IRDAI Handbook on Indian Insurance Statistics 2023-24');
    // the only discount is the engine's 12% for this team size (× 0.88), already in both premiums; Star's old
    // "10% off for 50+ employees" is gone, as are the undated hospital counts
    const discount = screen.getByRole('row', { name: /^Discount/ });
    expect(discount).toHaveTextContent(
      '12% less per employee for a team of 201 to 1,000 employees, already in the premium',
    );
    expect(discount).not.toHaveTextContent('10% off');
    // Reliance General's own site gives no count; Star's "14,000+" now carries its page and the date read
    const hospitals = screen.getByRole('row', { name: /^Network hospitals/ });
    expect(hospitals).toHaveTextContent('Not published');
    expect(hospitals).toHaveTextContent(
      '14,000+ (the insurer’s site, https://www.starhealth.in/claims, read',
    );
    expect(hospitals).not.toHaveTextContent('8,500');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/employee-insurance-plan?employees=300&insure=employees&compare=reliance-group%2Cstar-group-care',
    );
  });

  it('says "No plans selected for comparison." with Go Back when nothing is selected', () => {
    renderAt('/employee-ins-plan-compare-box');
    expect(screen.getByText('No plans selected for comparison.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/employee-insurance-plan');
  });
});
