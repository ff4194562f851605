// A nominee's claim amount reads amounts the way the application's income and Start a claim do ("2 lakh",
// "₹2,00,000"), says the amount back, and refuses what it cannot read before a code is sent.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, renderScreen, stubFetch, type RecordedCall } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { NomineeClaimForm } from './nominee-claim-form';

const AMOUNT = 'Amount claimed (₹, optional)';
let calls: RecordedCall[];

beforeEach(() => {
  localStorage.clear();
  logIn('9876543210', 'token-1');
  calls = stubFetch({});
});
afterEach(() => vi.unstubAllGlobals());

const renderForm = () =>
  renderScreen(<NomineeClaimForm mobile="9876543210" onStarted={() => undefined} />, '/my-claims');

describe('the claim amount on a nominee’s claim', () => {
  it('reads "2 lakh" as the other amount fields do, says it back and groups it', () => {
    renderForm();
    const amount = screen.getByLabelText(AMOUNT);
    expect(amount).toHaveAccessibleDescription(
      'Whole rupees, for example 1,50,000 or 1.5 lakh; leave blank if you do not know yet.',
    );
    fireEvent.change(amount, { target: { value: '2 lakh' } });
    expect(amount).toHaveValue('2 lakh');
    expect(amount).toHaveAccessibleDescription('That is ₹2,00,000 (2 lakh)');
    fireEvent.blur(amount);
    expect(amount).toHaveValue('2,00,000');
  });

  it('refuses what it cannot read before sending a code, keeping what was typed', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Policy number/), { target: { value: 'LIC-123' } });
    fireEvent.change(screen.getByLabelText(/^Your name as on the policy/), { target: { value: 'Asha Rao' } });
    fireEvent.change(screen.getByLabelText(AMOUNT), { target: { value: 'two lakh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(
      screen.getByText(
        'Enter the amount in whole rupees, at least ₹1, like 1,50,000 or 1.5 lakh; or leave it blank.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(AMOUNT)).toHaveValue('two lakh');
    expect(calls).toHaveLength(0);
  });

  it('says the amount back in Hindi', () => {
    renderScreen(
      <LocaleContext.Provider value="hi">
        <NomineeClaimForm mobile="9876543210" onStarted={() => undefined} />
      </LocaleContext.Provider>,
      '/hi/my-claims',
    );
    const amount = screen.getByLabelText('क्लेम की राशि (₹, वैकल्पिक)');
    fireEvent.change(amount, { target: { value: '2 लाख' } });
    expect(amount).toHaveAccessibleDescription('यानी ₹2,00,000 (2 लाख)');
  });
});
