import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '~/lib/test-utils';
import { ChildPlanList } from './child-plan-list';

beforeEach(() => {
  renderScreen(<ChildPlanList />);
});

describe('child savings list', () => {
  it('projects the payout and the tax for the assumed family, then follows the choices', () => {
    // ₹5-10 lakh saves ₹60,000 a year; child 3 → 15 years. 60000 × 29.324283 = ₹17,59,457 at 8%;
    // 60000 × 20.824531 = ₹12,49,472 at 4%. 80C at 20.8%: ₹12,480 a year, ₹1,87,200 over 15 years.
    expect(screen.getAllByTestId('payout')[0]).toHaveTextContent('₹17,59,457 at 8% · ₹12,49,472 at 4%');
    expect(screen.getAllByTestId('your-tax')[0]).toHaveTextContent(
      'up to ₹12,480 a year, ₹1,87,200 over 15 years',
    );
    fireEvent.change(screen.getByLabelText("Child's age"), { target: { value: '12' } });
    // 10 years at least: 60000 × ((1.08^10 − 1) / 0.08) × 1.08 = 60000 × 15.645487 = ₹9,38,729
    expect(screen.getAllByTestId('payout')[0]).toHaveTextContent('₹9,38,729 at 8%');
    expect(screen.getByTestId('priced-for')).toHaveTextContent('for 10 years, until your child is 22');
    fireEvent.change(screen.getByLabelText('Annual income'), { target: { value: '₹3 - ₹5 Lakhs' } });
    expect(screen.getAllByTestId('your-tax')[0]).toHaveTextContent('none at your income');
  });

  it('keeps the spec’s chip and explains it', () => {
    expect(screen.getAllByText('Save Tax Upto ₹6.96 Lac').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'About "Save Tax Upto ₹6.96 Lac"' })).toBeInTheDocument();
    expect(screen.getByText(/only in the old tax regime/)).toBeInTheDocument();
  });
});
