import { LEAD_CONSENT_TEXT, termLeadMessages as m } from '@bimasetu/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptLeads, leadsSettled, renderScreen, stubFetch } from '~/lib/test-utils';
import { TermQuoteForm } from './term-quote-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(line: 'term' | 'women-term' = 'term') {
  const { router } = renderScreen(
    <TermQuoteForm line={line} defaultGender={line === 'women-term' ? 2 : 1} plansPath="/plans" />,
  );
  return router;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'View Calculated Coverage Plans' }));

async function fillValid() {
  await userEvent.type(screen.getByLabelText(/Full name/), 'Asha Rao');
  await userEvent.type(screen.getByLabelText(/Date of birth/), '15081990');
  await userEvent.type(screen.getByLabelText(/Mobile number/), '9876543210');
  await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
}

describe('TermQuoteForm', () => {
  it('shows the required messages on an empty submit and stays', async () => {
    const router = renderForm();
    await submit();
    // the schema loads on the form's first use: the first submit's messages come once it is here
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.dobRequired)).toBeInTheDocument();
    expect(screen.getByText(m.mobileRequired)).toBeInTheDocument();
    expect(screen.getByText(m.tobaccoRequired)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/');
    // Focus moves with the render that draws the errors, also on this first submit made before the rules loaded
    // (lib/use-schema-form.ts), not a frame later.
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
  });

  it('shows the format messages, then clears each as it is fixed', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Full name/), 'Asha 7');
    await userEvent.type(screen.getByLabelText(/Date of birth/), '1508');
    await userEvent.type(screen.getByLabelText(/Mobile number/), '98765');
    await submit();
    expect(screen.getByText(m.nameLetters)).toBeInTheDocument();
    expect(screen.getByText(m.dobFormat)).toBeInTheDocument();
    expect(screen.getByText(m.mobileInvalid)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '43210');
    expect(screen.queryByText(m.mobileInvalid)).not.toBeInTheDocument();
  });

  it('inserts slashes in the date, keeps only digits in the mobile and caps the name at 25', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Date of birth/), '15081990999');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('15/08/1990');
    await userEvent.type(screen.getByLabelText(/Mobile number/), '98a76-5432101');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('9876543210');
    await userEvent.type(screen.getByLabelText(/Full name/), 'A'.repeat(30));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('A'.repeat(25));
  });

  it('starts with Male, or Female on the women form', () => {
    renderForm('women-term');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Others' })).not.toBeChecked();
  });

  it('moves on without sending anything when consent is not given', async () => {
    const calls = stubFetch({});
    const router = renderForm();
    await fillValid();
    await submit();
    expect(router.state.location.pathname).toBe('/plans');
    // the list prices for the tobacco answer the form took
    expect(router.state.location.search).toBe('?dob=1990-08-15&gender=male&tobacco=yes');
    await leadsSettled();
    expect(calls).toHaveLength(0);
  });

  it('sends the lead with consent and moves on', async () => {
    const calls = acceptLeads();
    const router = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Others' }));
    await fillValid();
    await userEvent.click(screen.getByRole('checkbox', { name: LEAD_CONSENT_TEXT }));
    await userEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await submit();
    expect(router.state.location.pathname).toBe('/plans');
    // the lead goes once its request code has loaded (lib/lead-post.ts), never in the way of the list
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      line: 'term',
      consent: true,
      marketing: false,
      screen: '/',
      contactPreference: 'WhatsApp',
      details: {
        gender: 3,
        fullName: 'Asha Rao',
        dob: '15/08/1990',
        mobileNumber: '9876543210',
        whatsapp: true,
        tobacco: 'yes',
      },
    });
  });
});
