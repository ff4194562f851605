import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TermPlanList } from './term-plan-list';
import { WOMEN_TERM_PLANS } from './women-term-plans.data';

function renderList() {
  const router = createMemoryRouter([
    { path: '/', element: <TermPlanList title="Plans" intro="" plans={WOMEN_TERM_PLANS} /> },
  ]);
  render(<RouterProvider router={router} />);
}

const cards = () => within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('article');
const openModal = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Sort\/Filter/ }));
  return screen.getByRole('dialog', { name: 'Sort & Filter' });
};

describe('TermPlanList', () => {
  it("labels each plan-details button with the spec's words, the plan named in its description", () => {
    renderList();
    const first = cards()[0]!;
    const button = within(first).getByRole('button', { name: 'Plan details' });
    expect(button).toHaveTextContent(/^Plan details$/);
    expect(button).toHaveAccessibleDescription(WOMEN_TERM_PLANS[0]!.name);
    expect(screen.getAllByText('Plan details', { exact: true })).toHaveLength(WOMEN_TERM_PLANS.length);
  });

  it("tags only plans without income proof 'Income proof not required' and shows 'Lowest Price Guarantee' on every card", () => {
    renderList();
    const all = cards();
    all.forEach((card, i) => {
      expect(within(card).getByText('Lowest Price Guarantee', { exact: true })).toBeInTheDocument();
      const tag = within(card).queryByText('Income proof not required', { exact: true });
      if (WOMEN_TERM_PLANS[i]!.incomeProof) expect(tag).toBeInTheDocument();
      else expect(tag).not.toBeInTheDocument();
    });
    const tagged = WOMEN_TERM_PLANS.filter((p) => p.incomeProof).length;
    expect(tagged).toBeGreaterThan(0);
    expect(tagged).toBeLessThan(all.length);
  });

  it('applies modal choices only on Apply, and forgets unapplied ones when reopened', async () => {
    renderList();
    let modal = await openModal();
    await userEvent.click(within(modal).getByRole('tab', { name: 'Plan type' }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Whole' }));
    await userEvent.keyboard('{Escape}');
    expect(cards()).toHaveLength(16);
    modal = await openModal();
    await userEvent.click(within(modal).getByRole('tab', { name: 'Plan type' }));
    expect(within(modal).getByRole('checkbox', { name: 'Whole' })).not.toBeChecked();
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Whole' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Apply' }));
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Sort\/Filter/ })).toHaveTextContent('1');
  }, 30_000);

  it('Clear all restores the full list in popularity order and closes', async () => {
    renderList();
    let modal = await openModal();
    await userEvent.click(within(modal).getByRole('radio', { name: 'Price: high to low' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Apply' }));
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Bandhan Life iTerm Prime');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Life cover' }), '50');
    expect(cards().length).toBeLessThan(16);
    modal = await openModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('HDFC Life Click 2 Protect Supreme');
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 16 plans, sorted by popularity');
    expect(screen.getByRole('combobox', { name: 'Life cover' })).toHaveValue('any');
  }, 30_000);

  it('shows yearly premiums when Yearly is pressed', async () => {
    renderList();
    const first = () => within(cards()[0]!);
    expect(first().getByTestId('premium')).toHaveTextContent('₹941');
    await userEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
    expect(first().getByTestId('premium')).toHaveTextContent('₹10,389');
  }, 30_000);
});
