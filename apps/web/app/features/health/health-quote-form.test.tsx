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

  it('takes up to four children: another son or daughter each with an age, numbered, removable', async () => {
    // no pause between keystrokes: this walk is long, and a busy machine should not time it out
    const u = userEvent.setup({ delay: null });
    const router = renderForm();
    await u.click(within(members()).getByRole('checkbox', { name: 'Self' }));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Age of Self' }), '40 years');
    await u.click(within(members()).getByRole('checkbox', { name: 'Son' }));
    await u.click(within(members()).getByRole('checkbox', { name: 'Daughter' }));
    await u.click(screen.getByRole('button', { name: 'Add another son' }));
    await u.click(screen.getByRole('button', { name: 'Add another daughter' }));
    expect(screen.getByText('You can insure up to 4 children.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add another/ })).not.toBeInTheDocument();
    await submit();
    expect(screen.getByText('Please select age for Son 2.')).toBeInTheDocument();
    const ages: [string, string][] = [
      ['Age of Son', '12 years'],
      ['Age of Son 2', '9 years'],
      ['Age of Daughter', '6 years'],
      ['Age of Daughter 2', '4-12 Months'],
    ];
    for (const [name, age] of ages) await u.selectOptions(screen.getByRole('combobox', { name }), age);
    await u.click(screen.getByRole('button', { name: 'Remove Daughter 2' }));
    expect(screen.queryByRole('combobox', { name: 'Age of Daughter 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another son' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add another daughter' }));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Age of Daughter 2' }), '2 years');
    await u.type(screen.getByRole('combobox', { name: 'Search your city' }), 'Pune');
    await u.click(screen.getByRole('option', { name: 'Pune' }));
    await u.type(screen.getByLabelText(/Full name/), 'Ravi Kumar');
    await u.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await u.click(within(conditions()).getByRole('checkbox', { name: 'None of these' }));
    await submit();
    // the list prices all four children
    expect(router.state.location.pathname).toBe('/plans');
    expect(router.state.location.search).toBe('?members=a40%2Cc12%2Cc9%2Cc6%2Cc2&city=Pune');
  }, 60_000);

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
    // the lead goes once its request code has loaded (lib/lead-post.ts), never in the way of the list
    await vi.waitFor(() => expect(calls).toHaveLength(1));
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
