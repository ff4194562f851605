import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '~/lib/test-utils';
import { CAR_PLANS } from './car-plans.data';
import { MotorPlanCard } from './motor-plan-card';
import { answersFromArrival, motorInputs, priceMotorPlans } from './motor-pricing';

describe('MotorPlanCard', () => {
  it('reads Get Quote exactly, names the plan in the description and opens the application form', () => {
    const inputs = motorInputs('car', answersFromArrival('Car', null), 2026);
    const plan = priceMotorPlans(CAR_PLANS, 'Car', inputs)[0]!;
    renderScreen(<MotorPlanCard plan={plan} applyHref="/dashboard?quote=x" />);
    const link = screen.getByRole('link', { name: 'Get Quote' });
    expect(link).toHaveTextContent(/^Get Quote$/);
    expect(link).toHaveAccessibleDescription(plan.name);
    expect(link).toHaveAttribute('href', '/dashboard?quote=x');
    // the profile keeps the listed ₹7,349 before GST and its breakdown adds up to it
    expect(screen.getByTestId('premium')).toHaveTextContent('₹7,349');
    expect(screen.getByText('Third party').nextSibling).toHaveTextContent('₹3,416');
    expect(screen.getByText('Own damage').nextSibling).toHaveTextContent('₹3,933');
  });
});
