import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FAMILY_HEALTH_PLANS } from './family-health-plans.data';
import { HealthPlanList } from './health-plan-list';

function renderList() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <HealthPlanList
          line="family-health"
          formPath="/family-health-insurance"
          title="Plans"
          intro=""
          plans={FAMILY_HEALTH_PLANS}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('HealthPlanList', () => {
  it("shows the spec's button words exactly, the plan named in their description", () => {
    renderList();
    const first = within(screen.getByRole('list', { name: 'Plans' }).querySelector('article')!);
    const features = first.getByRole('button', { name: 'View all features' });
    const customize = first.getByRole('link', { name: 'Customize plan' });
    expect(customize).toHaveTextContent(/^Customize plan$/);
    expect(features).toHaveAccessibleDescription(FAMILY_HEALTH_PLANS[0]!.planName);
    expect(customize).toHaveAccessibleDescription(FAMILY_HEALTH_PLANS[0]!.planName);
    expect(screen.getAllByText('Customize plan', { exact: true })).toHaveLength(10);
  });

  it('filters live, resets one tab, and shows three features per card', async () => {
    renderList();
    const list = () => within(screen.getByRole('list', { name: 'Plans' }));
    expect(list().getAllByRole('article')).toHaveLength(10);
    expect(within(list().getAllByRole('article')[0]!).getAllByRole('listitem')).toHaveLength(2 + 3);
    await userEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    const modal = screen.getByRole('dialog', { name: 'Filter plans' });
    await userEvent.click(within(modal).getByRole('tab', { name: 'Premium (per month)' }));
    await userEvent.click(within(modal).getByRole('radio', { name: 'Over ₹3,000' }));
    expect(within(modal).getByRole('button', { name: 'Show 3 plans' })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('tab', { name: 'Policy benefits' }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Maternity cover' }));
    expect(within(modal).getByRole('button', { name: 'Show 1 plan' })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: /Reset/ }));
    expect(within(modal).getByRole('button', { name: 'Show 3 plans' })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Show 3 plans' }));
    expect(list().getAllByRole('article')).toHaveLength(3);
  }, 30_000);
});
