import { LEAD_CONSENT_TEXT, type MotorVehicle } from '@bimasetu/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptLeads, leadsSettled, renderScreen, stubFetch } from '~/lib/test-utils';
import { MotorNumberForm } from './motor-number-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(vehicle: MotorVehicle) {
  const { router } = renderScreen(
    <MotorNumberForm vehicle={vehicle} numberPath="/by-number" newPath="/by-model" />,
  );
  return router;
}

const viewPrices = () => userEvent.click(screen.getByRole('button', { name: 'View Prices' }));

describe('MotorNumberForm', () => {
  it('upper-cases the number and moves on at once when it is a valid plate', async () => {
    const calls = stubFetch({});
    const router = renderForm('Car');
    await userEvent.type(screen.getByLabelText(/Car number/), 'mh12ab123');
    expect(screen.getByLabelText(/Car number/)).toHaveValue('MH12AB123');
    expect(router.state.location.pathname).toBe('/');
    await userEvent.type(screen.getByLabelText(/Car number/), '4');
    expect(router.state.location.pathname).toBe('/by-number');
    expect(router.state.location.state).toEqual({ registrationNumber: 'MH12AB1234' });
    await leadsSettled();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['Car', /Car number/, 'MH 12 AB 1234'],
    ['Two-Wheeler', /Bike number/, 'mh-12-ab-1234'],
  ] as const)('takes a %s plate pasted with spaces or dashes whole', async (vehicle, label, pasted) => {
    const router = renderForm(vehicle);
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(pasted);
    expect(router.state.location.pathname).toBe('/by-number');
    expect(router.state.location.state).toEqual({ registrationNumber: 'MH12AB1234' });
  });

  it.each([
    ['Car', /Car number/, 'Enter a valid 10-character car number or type NEW'],
    ['Two-Wheeler', /Bike number/, 'Enter a valid 10-character bike number or type NEW'],
  ] as const)('says what is wrong with a bad %s number', async (vehicle, label, message) => {
    renderForm(vehicle);
    await userEvent.type(screen.getByLabelText(label), 'MH12');
    await viewPrices();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveFocus();
  });

  it('reveals brand, then model for NEW; a brand change clears the model; a model moves on to the new-bike list', async () => {
    const router = renderForm('Two-Wheeler');
    await userEvent.type(screen.getByLabelText(/Bike number/), 'new');
    expect(screen.queryByRole('combobox', { name: 'Model' })).not.toBeInTheDocument();
    await viewPrices();
    expect(screen.getByText('Please select your bike brand.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Hero');
    // the rate table's Hero models, in its order
    const models = screen.getByRole('combobox', { name: 'Model' });
    expect([...models.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select model',
      'Splendor Plus',
      'HF Deluxe',
      'Passion Pro',
      'Glamour',
      'Destini 125',
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'TVS');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Jupiter');
    expect(router.state.location.pathname).toBe('/by-model');
    expect(router.state.location.state).toEqual({
      registrationNumber: 'NEW',
      brand: 'TVS',
      model: 'Jupiter',
    });
  });

  it('calls the car model a variant', async () => {
    renderForm('Car');
    await userEvent.type(screen.getByLabelText(/Car number/), 'NEW');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Tata');
    expect(screen.getByRole('combobox', { name: 'Variant' })).toBeInTheDocument();
  });

  it('with consent, needs a mobile number, then keeps the lead and moves on', async () => {
    const calls = acceptLeads();
    const router = renderForm('Car');
    await userEvent.click(screen.getByRole('checkbox', { name: LEAD_CONSENT_TEXT }));
    await userEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    await userEvent.type(screen.getByLabelText(/Car number/), 'DL03CA1234');
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await userEvent.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await viewPrices();
    expect(router.state.location.pathname).toBe('/by-number');
    // the lead goes once its request code has loaded (lib/lead-post.ts), never in the way of the list
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      line: 'car',
      consent: true,
      marketing: false,
      screen: '/',
      contactPreference: 'SMS',
      details: { vehicle: 'Car', registrationNumber: 'DL03CA1234', mobileNumber: '9876543210' },
    });
  });
});
