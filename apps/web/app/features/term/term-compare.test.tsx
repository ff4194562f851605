import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TermPlanList } from './term-plan-list';
import { termPlans } from '~/features/term/term-plan';

const TERM_PLANS = termPlans('term');

function renderList(address: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <TermPlanList line="term" title="Plans" intro="" plans={TERM_PLANS} /> }],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const cards = () => within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('article');
const compareButton = (card: HTMLElement) => within(card).getByRole('button', { name: /compare$/ });

describe('compare on a term list', () => {
  it('puts up to 3 plans side by side at the premiums their cards show, priced for the same person', async () => {
    const router = renderList('/?dob=1986-01-15&gender=male');
    const [first, second, third, fourth] = cards() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    const premiums = [first, second, third].map((card) => within(card).getByTestId('premium').textContent);

    for (const card of [first, second, third]) await userEvent.click(compareButton(card));
    expect(compareButton(first)).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain(
      `compare=${TERM_PLANS.slice(0, 3)
        .map((p) => p.id)
        .join('%2C')}`,
    );

    await userEvent.click(compareButton(fourth));
    expect(screen.getByText('You can compare up to 3 plans. Remove one to add another.')).toBeInTheDocument();
    expect(compareButton(fourth)).toHaveAttribute('aria-pressed', 'false');

    expect(screen.getByText('3 plans selected to compare')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Compare now' }));
    const dialog = screen.getByRole('dialog', { name: 'Compare term plans' });
    expect(dialog).toHaveAccessibleDescription(screen.getByTestId('priced-for').textContent!);
    const shown = within(dialog)
      .getAllByTestId('compare-premium')
      .map((cell) => cell.textContent);
    expect(shown).toEqual(premiums.map((p) => `${p}/month`));
    for (const plan of TERM_PLANS.slice(0, 3))
      expect(within(dialog).getByText(plan.name)).toBeInTheDocument();
  });

  it('takes a plan off the compare again and hides the bar below two', async () => {
    renderList('/');
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    await userEvent.click(compareButton(first));
    await userEvent.click(compareButton(second));
    expect(screen.getByRole('region', { name: 'Plans to compare' })).toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: 'Remove from compare' }));
    expect(screen.queryByRole('region', { name: 'Plans to compare' })).not.toBeInTheDocument();
  });
});
