import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CAR_PLANS } from './car-plans.data';
import { MotorPlanCard } from './motor-plan-card';

describe('MotorPlanCard', () => {
  it('reads Get Quote exactly, names the plan in the description and opens the application form', () => {
    const plan = CAR_PLANS[0]!;
    const router = createMemoryRouter([{ path: '/', element: <MotorPlanCard plan={plan} /> }]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Get Quote' });
    expect(link).toHaveTextContent(/^Get Quote$/);
    expect(link).toHaveAccessibleDescription(plan.name);
    expect(link.getAttribute('href')).toContain('policyType=Motor+Insurance');
  });
});
