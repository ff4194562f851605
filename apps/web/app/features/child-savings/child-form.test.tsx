import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChildForm } from './child-form';
import { ChildPlanList } from './child-plan-list';

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{"isSuccess":true,"message":"ok"}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/child-savings', element: <ChildForm /> },
      { path: '/child-savings-plan', element: <ChildPlanList /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const change = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('child savings form', () => {
  it('says "This field is required." for each field and clears it as the field is edited', () => {
    renderAt('/child-savings');
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(7);
    change(/Your name/, 'M');
    expect(screen.getAllByText('This field is required.')).toHaveLength(6);
    change(/Annual income/, 'Above ₹20 Lakhs');
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
  });

  it('offers the five income ranges and searches cities', () => {
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
    expect(screen.getByText('No city found')).toBeInTheDocument();
    change(/City/, 'chen');
    fireEvent.click(screen.getByRole('option', { name: 'Chennai' }));
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
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/child-savings-plan'));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body).toMatchObject({
      line: 'child-savings',
      details: { name: 'Meera', income: '₹5 - ₹10 Lakhs' },
    });
  });
});

describe('child savings list', () => {
  it('narrows by return band, company and fund as they change', () => {
    renderAt('/child-savings-plan');
    expect(screen.getAllByRole('article')).toHaveLength(16);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Under 12%' }));
    const low = screen.getAllByRole('article');
    expect(low.length).toBeGreaterThan(0);
    expect(low.length).toBeLessThan(16);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search company' }), { target: { value: 'LIC' } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search fund' }), {
      target: { value: 'no such fund' },
    });
    expect(screen.getByText('No plans match your filters or search.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(16);
    expect(screen.getAllByRole('link', { name: /Get Details/ })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/dashboard?policyType=Life&plan='),
    );
  });
});
