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
    // 60000 × 20.824531 = ₹12,49,472 at 4%. 80C: 60000 × 20% × 1.04 = ₹12,480 a year, ₹1,87,200 over 15 years.
    expect(screen.getByLabelText('Your yearly premium')).toHaveValue('60000');
    expect(screen.getAllByTestId('payout')[0]).toHaveTextContent('₹17,59,457 at 8% · ₹12,49,472 at 4%');
    expect(screen.getAllByTestId('your-tax')[0]).toHaveTextContent(
      'Tax you save: ₹12,480 a year, ₹1,87,200 over 15 years: ₹60,000 of premium under section 80C × your 20% slab + 4% cess, old tax regime. The new regime gives no 80C deduction.',
    );
    fireEvent.change(screen.getByLabelText("Child's age"), { target: { value: '12' } });
    // 10 years at least: 60000 × ((1.08^10 − 1) / 0.08) × 1.08 = 60000 × 15.645487 = ₹9,38,729
    expect(screen.getAllByTestId('payout')[0]).toHaveTextContent('₹9,38,729 at 8%');
    expect(screen.getByTestId('priced-for')).toHaveTextContent('for 10 years, until your child is 22');
    fireEvent.change(screen.getByLabelText('Annual income'), { target: { value: '₹3 - ₹5 Lakhs' } });
    expect(screen.getAllByTestId('your-tax')[0]).toHaveTextContent('none at your income');
  });

  it('saves tax on the visitor’s own premium, only up to section 80C’s ₹1.5 lakh', () => {
    // the visitor's own premium, above section 80C's ₹1.5 lakh: only ₹1.5 lakh counts; the payout grows on it all
    fireEvent.change(screen.getByLabelText('Your yearly premium'), { target: { value: '200000' } });
    expect(screen.getAllByTestId('your-tax')[0]).toHaveTextContent(
      '₹31,200 a year, ₹4,68,000 over 15 years: ₹1,50,000 of premium under section 80C (the most it allows) × your 20% slab',
    );
    // 200000 × 29.324283 = ₹58,64,857 at 8%
    expect(screen.getAllByTestId('payout')[0]).toHaveTextContent('₹58,64,857 at 8%');
    expect(screen.getByTestId('priced-for')).toHaveTextContent(
      "IRDAI's standard illustration rates of 8% and 4% a year before the plan's charges: the same two rates for every plan, not any plan's own return",
    );
  });

  it('drops the spec’s "Save Tax Upto ₹6.96 Lac" and explains the tax the cards work out', () => {
    expect(screen.queryByText(/6\.96/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'About the tax you save' })).toBeInTheDocument();
    expect(screen.getByText(/only in the old tax regime/)).toBeInTheDocument();
  });
});

describe('child savings list, told the family by the form', () => {
  it('projects for the form’s family, shows it back and asks nothing again', () => {
    renderScreen(<ChildPlanList />, '/?parentAge=40&childAge=8&income=%E2%82%B910+-+%E2%82%B920+Lakhs');
    expect(screen.getByTestId('told')).toHaveTextContent('Your age: 40');
    expect(screen.getByTestId('told')).toHaveTextContent("Child's age: 8");
    expect(screen.getByTestId('told')).toHaveTextContent('Annual income: ₹10 - ₹20 Lakhs');
    // only the premium is asked: the family came from the form
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.getByLabelText('Your yearly premium')).toHaveValue('120000');
    // ₹10-20 lakh saves ₹1,20,000 a year; child 8 → 10 years (at least 10):
    // 120000 × 15.645487 = ₹18,77,458 at 8%; 80C at 30% + 4% cess saves ₹37,440 a year, ₹3,74,400 over 10 years.
    expect(screen.getAllByTestId('payout')[0]).toHaveTextContent('₹18,77,458 at 8%');
    expect(screen.getAllByTestId('your-tax')[0]).toHaveTextContent(
      '₹37,440 a year, ₹3,74,400 over 10 years: ₹1,20,000 of premium under section 80C × your 30% slab',
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
