import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptLeads, renderScreen, type RecordedCall } from '~/lib/test-utils';
import { ChildForm } from './child-form';
import { ChildPlanList } from './child-plan-list';

let calls: RecordedCall[];
beforeEach(() => {
  calls = acceptLeads();
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const routes = [
    { path: '/child-savings', element: <ChildForm /> },
    { path: '/child-savings-plan', element: <ChildPlanList /> },
  ];
  return renderScreen(routes, path).router;
}

const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('child savings form', () => {
  it('says "This field is required." for each field and clears it as the field is edited', async () => {
    renderAt('/child-savings');
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    // checked as soon as the form's schema has loaded (lib/use-schema-form.ts)
    expect(await screen.findAllByText('This field is required.')).toHaveLength(7);
    change(/Your name/, 'M');
    expect(screen.getAllByText('This field is required.')).toHaveLength(6);
    change(/Annual income/, 'Above ₹20 Lakhs');
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
  });

  it('offers the five income ranges and searches cities', async () => {
    renderAt('/child-savings');
    const incomes = Array.from((screen.getByLabelText(/Annual income/) as HTMLSelectElement).options).map(
      (o) => o.text,
    );
    expect(incomes.slice(1)).toEqual([
      'Below ₹3 Lakhs',
      '₹3 - ₹5 Lakhs',
      '₹5 - ₹10 Lakhs',
      '₹10 - ₹20 Lakhs',
      'Above ₹20 Lakhs',
    ]);
    change(/City/, 'zzz');
    // the city list loads once the box is used (ui/lead-city-field.tsx)
    expect(await screen.findByText('No city found')).toBeInTheDocument();
    change(/City/, 'chen');
    fireEvent.click(await screen.findByRole('option', { name: 'Chennai' }));
    expect(screen.getByLabelText(/City/)).toHaveValue('Chennai');
  });

  it('moves on to the plans and sends the lead when consent is given', async () => {
    const router = renderAt('/child-savings');
    change(/Your name/, 'Meera');
    change(/Mobile number/, '9123456780');
    change(/Email/, 'meera@example.in');
    change(/City/, 'Pune');
    change(/Your age/, '35');
    change(/Child's age/, '3');
    change(/Annual income/, '₹5 - ₹10 Lakhs');
    fireEvent.click(screen.getByRole('checkbox', { name: /Call me back about this quote/ }));
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/child-savings-plan'));
    // the list is told the family and shows it back instead of asking again
    expect(new URLSearchParams(router.state.location.search).get('parentAge')).toBe('35');
    expect(await screen.findByTestId('told', {}, { timeout: 8000 })).toHaveTextContent('Your age: 35');
    expect(screen.getByTestId('told')).toHaveTextContent("Child's age: 3");
    expect(screen.getByTestId('told')).toHaveTextContent('Annual income: ₹5 - ₹10 Lakhs');
    // only the visitor's own premium is asked on the list
    expect(screen.getAllByRole('combobox')).toEqual([screen.getByLabelText('Your yearly premium')]);
    // the lead goes once its request code has loaded (lib/lead-post.ts), never in the way of the list
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      line: 'child-savings',
      details: { name: 'Meera', income: '₹5 - ₹10 Lakhs' },
    });
  });
});

describe('child savings list', () => {
  it('narrows by return band, company and fund as they change', () => {
    renderAt('/child-savings-plan');
    expect(screen.getAllByRole('article')).toHaveLength(16);
    // no fund's 10-year return is published here with its factsheet, so a return band finds none and says why
    fireEvent.click(screen.getByRole('checkbox', { name: 'Under 12%' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByTestId('without-return')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Under 12%' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search company' }), { target: { value: 'LIC' } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search fund' }), {
      target: { value: 'no such fund' },
    });
    expect(screen.getByText('No plans match your filters or search.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(16);
    // Get Details carries the plan to the application form, with the yearly premium its card was projected at;
    // the family is the lead the form remembered
    const quoteOf = () => {
      const href = screen.getAllByRole('link', { name: /Get Details/ })[0]?.getAttribute('href') ?? '';
      expect(href.startsWith('/dashboard?quote=')).toBe(true);
      return JSON.parse(new URL(href, 'https://x.test').searchParams.get('quote') ?? '{}') as object;
    };
    // until one is picked, the assumed ₹5-10 lakh band's ₹60,000
    expect(quoteOf()).toMatchObject({
      line: 'child-savings',
      planId: expect.any(String) as unknown,
      choices: { yearlyPremium: 60000 },
    });
    fireEvent.change(screen.getByLabelText('Your yearly premium'), { target: { value: '50000' } });
    // ₹50,000 for a parent of 30: 10× life cover
    expect(quoteOf()).toMatchObject({ choices: { yearlyPremium: 50000 }, cover: 500000 });
  });
});
