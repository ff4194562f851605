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
      'Tax you save: ₹12,480 a year, ₹1,87,200 over 15 years: ₹60,000 of premium under section 80C × your 20% slab + 4% cess, old tax regime only. The new regime gives no 80C deduction.',
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

  it('caps the deduction at 10% of a 7× cover from age 45, and says the maturity is then taxable', () => {
    // parent 50, ₹10-20 lakh, ₹1.5 lakh a year: cover 7 × 1,50,000 = ₹10,50,000; 10% of it, ₹1,05,000, counts
    // under section 80C(3A): 1,05,000 × 30% × 1.04 = ₹32,760 a year (not ₹46,800), ₹4,91,400 over 15 years
    fireEvent.change(screen.getByLabelText('Your age'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Annual income'), { target: { value: '₹10 - ₹20 Lakhs' } });
    fireEvent.change(screen.getByLabelText('Your yearly premium'), { target: { value: '150000' } });
    expect(screen.getAllByTestId('your-tax')[0]).toHaveTextContent(
      'Tax you save: ₹32,760 a year, ₹4,91,400 over 15 years: ₹1,05,000 of premium under section 80C (10% of the ₹10,50,000 life cover: with cover below 10 times the premium, section 80C(3A) allows no more) × your 30% slab + 4% cess, old tax regime only.',
    );
    expect(screen.getAllByTestId('maturity-tax')[0]).toHaveTextContent('The payout at maturity is taxable');
    expect(screen.getAllByText(/Inbuilt life cover ₹10,50,000, 7 times your yearly premium/)).toHaveLength(
      16,
    );
    // at 44 the cover is 10× and the whole premium counts, the maturity tax-free
    fireEvent.change(screen.getByLabelText('Your age'), { target: { value: '44' } });
    expect(screen.getAllByTestId('your-tax')[0]).toHaveTextContent('₹46,800 a year');
    expect(screen.getAllByTestId('maturity-tax')[0]).toHaveTextContent(
      'The payout at maturity is tax-free under section 10(10D)',
    );
  });

  it('shows no unsourced return or tax receipt, and says why the return filter finds no plan', () => {
    expect(screen.queryByText(/14\.2%|16\.4%/)).toBeNull();
    expect(screen.getAllByTestId('fund-return').map((el) => el.textContent)).toEqual(
      Array(16).fill('Not published'),
    );
    expect(screen.queryByText('Instant Tax Receipt')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '13% and above' }));
    expect(screen.queryAllByTestId('fund-return')).toHaveLength(0);
    expect(screen.getByTestId('without-return')).toHaveTextContent(
      '16 plans are left out of the return filter because no 10-year return of theirs is published here',
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
