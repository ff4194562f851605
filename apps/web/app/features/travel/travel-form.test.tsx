import { todayIso } from '@bimasetu/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptLeads, leadsSettled, renderScreen, type RecordedCall } from '~/lib/test-utils';
import { TravelForm } from './travel-form';
import { loadTrip } from './trip-storage';

let calls: RecordedCall[];
beforeEach(() => {
  sessionStorage.clear();
  calls = acceptLeads();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  return renderScreen(<TravelForm />, '/travel-insurance').router;
}

const inDays = (d: number) => todayIso(new Date(Date.now() + d * 86_400_000));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));

// the country list loads once the box is used (travel-countries.ts), so the first suggestions are awaited
async function pickCountry(text: string, option: string) {
  const box = screen.getByRole('combobox', { name: /Where are you travelling/ });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillTrip() {
  await pickCountry('fran', 'France');
  fireEvent.change(screen.getByLabelText(/Trip start date/), { target: { value: inDays(3) } });
  fireEvent.change(screen.getByLabelText(/Trip end date/), { target: { value: inDays(9) } });
  fireEvent.click(screen.getByRole('button', { name: /1 Traveller/ }));
  fireEvent.change(screen.getByLabelText('Traveller 1 age'), { target: { value: '45' } });
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
}

describe('travel form', () => {
  it('shows the four messages of the spec', async () => {
    renderForm();
    submit();
    // checked as soon as the form's schema has loaded (lib/use-schema-form.ts)
    await screen.findByText('Start date is required.');
    for (const message of [
      'Please select at least one destination.',
      'Start date is required.',
      'End date is required.',
      'Please enter the age for each traveller.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('stops saying the ages are missing once every traveller has one', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Please enter the age for each traveller.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /1 Traveller/ }));
    fireEvent.change(screen.getByLabelText('Traveller 1 age'), { target: { value: '45' } });
    expect(screen.queryByText('Please enter the age for each traveller.')).toBeNull();
  });

  it('says "No entries to show" when no country matches and removes a chosen tag', async () => {
    renderForm();
    const box = screen.getByRole('combobox', { name: /Where are you travelling/ });
    fireEvent.change(box, { target: { value: 'Narnia' } });
    expect(await screen.findByText('No entries to show')).toBeInTheDocument();
    await pickCountry('ital', 'Italy');
    const chosen = screen.getByRole('list', { name: 'Chosen destinations' });
    expect(within(chosen).getByText('Italy')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Italy' }));
    expect(screen.queryByRole('list', { name: 'Chosen destinations' })).toBeNull();
  });

  it('refuses an end date before the start date', async () => {
    renderForm();
    await fillTrip();
    fireEvent.change(screen.getByLabelText(/Trip end date/), { target: { value: inDays(1) } });
    submit();
    expect(await screen.findByText('End date cannot be before the start date.')).toBeInTheDocument();
  });

  it('counts from 1 to 15 after 6+, starting at 6, and empties the ages on each change', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /1 Traveller/ }));
    fireEvent.click(screen.getByRole('button', { name: '6+' }));
    expect(screen.getAllByLabelText(/Traveller \d+ age/)).toHaveLength(6);
    // found once: a role query reads the whole form (a slow walk on a busy machine), and the buttons stay the same
    const fewer = screen.getByRole('button', { name: 'One traveller fewer' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(fewer);
    expect(screen.getAllByLabelText(/Traveller \d+ age/)).toHaveLength(1);
    expect(fewer).toBeDisabled();
    const more = screen.getByRole('button', { name: 'One traveller more' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(more);
    fireEvent.change(screen.getByLabelText('Traveller 6 age'), { target: { value: '70' } });
    for (let i = 0; i < 9; i += 1) fireEvent.click(more);
    expect(screen.getAllByLabelText(/Traveller \d+ age/)).toHaveLength(15);
    expect(more).toBeDisabled();
    expect(screen.getByLabelText('Traveller 6 age')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Who has a condition?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      within(screen.getByRole('group', { name: 'Who has a condition?' })).getAllByRole('checkbox'),
    ).toHaveLength(15);
  }, 60_000);

  it('keeps the trip and moves on without sending anything when there is no consent', async () => {
    const router = renderForm();
    await fillTrip();
    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/travel-insurance-plan'));
    expect(loadTrip()).toMatchObject({ destinations: ['France'], travellerAges: ['45'] });
    await leadsSettled();
    expect(calls).toHaveLength(0);
  });

  it('with consent asks for a mobile and sends the travel lead', async () => {
    const router = renderForm();
    await fillTrip();
    fireEvent.click(screen.getByRole('checkbox', { name: /Call me back about this quote/ }));
    submit();
    expect(await screen.findByText('Enter a valid 10-digit mobile number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '98765 43210' } });
    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/travel-insurance-plan'));
    // the lead goes once its request code has loaded (lib/lead-post.ts), never in the way of the list
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      line: 'travel',
      consent: true,
      details: { mobile: '9876543210', destinations: ['France'] },
    });
  });
});
