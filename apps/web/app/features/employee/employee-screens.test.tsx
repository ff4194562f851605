import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  it('gives its six messages and "No city found"', () => {
    renderAt('/employee-health-insurance');
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
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
    expect(screen.getByText('No city found')).toBeInTheDocument();
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

  it('filters by claim ratio above 95% and 97%', () => {
    renderAt('/employee-insurance-plan');
    expect(screen.getAllByRole('article')).toHaveLength(16);
    fireEvent.click(screen.getByRole('radio', { name: 'Above 97%' }));
    const over97 = EMPLOYEE_PLANS.filter((p) => p.claimRatio > 97).length;
    expect(screen.getAllByRole('article')).toHaveLength(over97);
    fireEvent.click(screen.getByRole('radio', { name: 'Above 95%' }));
    expect(screen.getAllByRole('article')).toHaveLength(
      EMPLOYEE_PLANS.filter((p) => p.claimRatio > 95).length,
    );
  });

  it('says "No plans selected for comparison." with Go Back when nothing is selected', () => {
    renderAt('/employee-ins-plan-compare-box');
    expect(screen.getByText('No plans selected for comparison.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/employee-insurance-plan');
  });
});
