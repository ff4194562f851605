// The home form reads amounts as people type them ("12 lakh", "1.5 lakh", "₹12,00,000"), reads them back, and
// refuses what cannot be read; the list is priced on the amount read, never on the digits left in it.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptLeads, renderScreen } from '~/lib/test-utils';
import { HomeForm } from './home-form';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  acceptLeads();
});
afterEach(() => vi.unstubAllGlobals());

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));

function fillTenant(contents: string, valuables = '') {
  fireEvent.click(screen.getByRole('radio', { name: 'Tenant' }));
  type(/Value of your belongings/, contents);
  type(/Jewellery and valuables/, valuables);
  fireEvent.change(screen.getByRole('combobox', { name: /City/ }), { target: { value: 'Pune' } });
  type(/Mobile/, '9822012345');
}

describe('home form amounts', () => {
  it('reads "12 lakh" and "1.5 lakh" as lakhs, reads them back, and prices the list on them', async () => {
    const { router } = renderScreen(<HomeForm />, '/home-insurance');
    fillTenant('12 lakh', '1.5 lakh');
    expect(screen.getByLabelText(/Value of your belongings/)).toHaveValue('12 lakh');
    expect(screen.getByTestId('contentsValue-echo')).toHaveTextContent('That is ₹12,00,000 (12 lakh)');
    expect(screen.getByTestId('valuablesValue-echo')).toHaveTextContent('That is ₹1,50,000');
    fireEvent.blur(screen.getByLabelText(/Value of your belongings/));
    expect(screen.getByLabelText(/Value of your belongings/)).toHaveValue('12,00,000');
    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home-insurance-plan'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('contents')).toBe('1200000');
    expect(search.get('valuables')).toBe('150000');
  });

  it('reads an owner’s rebuild value pasted as "Rs. 12,00,000/-" or "₹2 crore"', async () => {
    const { router } = renderScreen(<HomeForm />, '/home-insurance');
    fireEvent.click(screen.getByRole('radio', { name: 'Owner' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Rebuild value' }));
    type(/Rebuild value \(₹\)/, '₹2 crore');
    expect(screen.getByTestId('rebuildValue-echo')).toHaveTextContent('That is ₹2,00,00,000');
    type(/Value of your belongings/, 'Rs. 12,00,000/-');
    fireEvent.change(screen.getByRole('combobox', { name: /City/ }), { target: { value: 'Pune' } });
    type(/Mobile/, '9822012345');
    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home-insurance-plan'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('rebuild')).toBe('20000000');
    expect(search.get('contents')).toBe('1200000');
  });

  it('refuses an amount it cannot read, with a message, and keeps the limits', async () => {
    const { router } = renderScreen(<HomeForm />, '/home-insurance');
    fillTenant('twelve lakh');
    expect(screen.queryByTestId('contentsValue-echo')).not.toBeInTheDocument();
    submit();
    expect(
      await screen.findByText(
        'We could not read this as an amount. Type it in rupees, like 12,00,000, 12 lakh or 1.2 crore.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home-insurance');
    type(/Value of your belongings/, '6 crore');
    submit();
    expect(
      await screen.findByText('Enter the value of your belongings in rupees (up to ₹5 crore).'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home-insurance');
  });
});
