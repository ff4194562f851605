import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '~/lib/test-utils';
import { ChildPlanList } from './child-plan-list';

describe('child savings list', () => {
  beforeEach(() => {
    renderScreen(<ChildPlanList />);
  });

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

describe('child savings list, told the family by the form', () => {
  it('projects for the form’s family, shows it back and asks nothing again', () => {
    renderScreen(<ChildPlanList />, '/?parentAge=40&childAge=8&income=%E2%82%B910+-+%E2%82%B920+Lakhs');
    expect(screen.getByTestId('told')).toHaveTextContent('Your age: 40');
    expect(screen.getByTestId('told')).toHaveTextContent("Child's age: 8");
    expect(screen.getByTestId('told')).toHaveTextContent('Annual income: ₹10 - ₹20 Lakhs');
    expect(screen.queryByRole('combobox')).toBeNull();
    // ₹10-20 lakh saves ₹1,20,000 a year; child 8 → 10 years (at least 10):
    // 120000 × 15.645487 = ₹18,77,458 at 8%; 80C at 31.2% saves ₹37,440 a year, ₹3,74,400 over 10 years.
    expect(screen.getAllByTestId('payout')[0]).toHaveTextContent('₹18,77,458 at 8%');
    expect(screen.getAllByTestId('your-tax')[0]).toHaveTextContent(
      'up to ₹37,440 a year, ₹3,74,400 over 10 years',
    );
  });

  it('asks only what the address lacks', () => {
    renderScreen(<ChildPlanList />, '/?parentAge=40');
    expect(screen.getByTestId('told')).toHaveTextContent('Your age: 40');
    expect(screen.queryByLabelText('Your age')).toBeNull();
    expect(screen.getByLabelText("Child's age")).toHaveValue('3');
    expect(screen.getByLabelText('Annual income')).toHaveValue('₹5 - ₹10 Lakhs');
  });
});
