import { healthLeadMessages as m, LEAD_CONSENT_TEXT } from '@bimasetu/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptLeads, renderScreen } from '~/lib/test-utils';
import { HealthQuoteForm } from './health-quote-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const { router } = renderScreen(<HealthQuoteForm line="family-health" plansPath="/plans" />);
  return router;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'View Calculated Coverage Plans' }));
const members = () => screen.getByRole('group', { name: 'Who would you like to insure?' });
const conditions = () => screen.getByRole('group', { name: 'Does any member have a medical condition?' });

describe('HealthQuoteForm', () => {
  it('shows every message on an empty submit', async () => {
    const router = renderForm();
    await submit();
    // checked as soon as the form's schema has loaded (lib/use-schema-form.ts)
    await screen.findByText(m.nameRequired);
    for (const message of [
      m.memberRequired,
      m.cityRequired,
      m.nameRequired,
      m.phoneInvalid,
      m.conditionRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(router.state.location.pathname).toBe('/');
    await vi.waitFor(() => expect(within(members()).getByRole('checkbox', { name: 'Self' })).toHaveFocus());
  });

  it('asks for the age of each chosen member, with child ages for a son', async () => {
    renderForm();
    await userEvent.click(within(members()).getByRole('checkbox', { name: 'Self' }));
    await userEvent.click(within(members()).getByRole('checkbox', { name: 'Son' }));
    await submit();
    expect(screen.getByText('Please select age for Self.')).toBeInTheDocument();
    expect(screen.getByText('Please select age for Son.')).toBeInTheDocument();
    const sonAge = screen.getByRole('combobox', { name: 'Age of Son' });
    expect(
      within(sonAge)
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(1, 4),
    ).toEqual(['20-120 Days', '4-12 Months', '1 year']);
    await userEvent.selectOptions(sonAge, '4-12 Months');
    expect(screen.queryByText('Please select age for Son.')).not.toBeInTheDocument();
  });

  it('switches the member list with the gender', async () => {
    renderForm();
    await userEvent.click(within(members()).getByRole('checkbox', { name: 'Wife' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(within(members()).queryByRole('checkbox', { name: 'Wife' })).not.toBeInTheDocument();
    expect(within(members()).getByRole('checkbox', { name: 'Husband' })).not.toBeChecked();
  });

  it("keeps 'None of these' alone", async () => {
    renderForm();
    const group = conditions();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Diabetes' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'None of these' }));
    expect(within(group).getByRole('checkbox', { name: 'Diabetes' })).not.toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Asthma' }));
    expect(within(group).getByRole('checkbox', { name: 'None of these' })).not.toBeChecked();
  });

  it('accepts only digits in the mobile and a mobile starting 6 to 9', async () => {
    renderForm();
    const phone = screen.getByLabelText(/Mobile number/);
    await userEvent.type(phone, '5a876543210');
    expect(phone).toHaveValue('5876543210');
    await submit();
    expect(screen.getByText(m.phoneInvalid)).toBeInTheDocument();
  });

  it('sends the consented lead and moves on', async () => {
    const calls = acceptLeads();
    const router = renderForm();
    await userEvent.click(within(members()).getByRole('checkbox', { name: 'Self' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Age of Self' }), '35 years');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search your city' }), 'nag');
    await userEvent.click(screen.getByRole('option', { name: 'Nagpur' }));
    await userEvent.type(screen.getByLabelText(/Full name/), ' Ravi Kumar ');
    await userEvent.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await userEvent.click(within(conditions()).getByRole('checkbox', { name: 'Thyroid' }));
    await userEvent.click(screen.getByRole('checkbox', { name: LEAD_CONSENT_TEXT }));
    await submit();
    expect(router.state.location.pathname).toBe('/plans');
    expect(calls[0]?.body).toEqual({
      line: 'family-health',
      consent: true,
      marketing: false,
      screen: '/',
      contactPreference: 'Call',
      details: {
        gender: 'Male',
        members: [{ member: 'Self', age: '35 years' }],
        city: 'Nagpur',
        name: 'Ravi Kumar',
        phone: '9876543210',
        medicalConditions: ['Thyroid'],
      },
    });
  });
});
