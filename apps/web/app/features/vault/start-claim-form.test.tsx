// Start a claim's amount reads amounts the way the application's income and a nominee's claim do ("1.5 lakh",
// "₹1,50,000"), says the amount back, and refuses what it cannot read before anything is sent. The same claim sent
// again while the first is open (the server's `alreadyOpen`) sends no document again and lands on that claim.
import type { PolicyView } from '@bimasetu/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, renderScreen, stubFetch, type RecordedCall } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { StartClaimForm } from './start-claim-form';

const policy = { id: 7, line: 'health' } as PolicyView;
const AMOUNT = 'Amount you are claiming (₹, optional)';
let calls: RecordedCall[];

beforeEach(() => {
  localStorage.clear();
  logIn('9876543210', 'token-1');
  calls = stubFetch({
    'POST /api/Insurance/Policies/7/Claims': { body: { isSuccess: true, result: { id: 31 } } },
  });
});
afterEach(() => vi.unstubAllGlobals());

const claimCalls = () => calls.filter((c) => c.url.endsWith('/Claims'));

describe('the claim amount on Start a claim', () => {
  it.each([
    ['1.5 lakh', 'That is ₹1,50,000 (1.5 lakh)', '1,50,000', 150_000],
    ['₹1,50,000', 'That is ₹1,50,000 (1.5 lakh)', '1,50,000', 150_000],
    ['150000', 'That is ₹1,50,000 (1.5 lakh)', '1,50,000', 150_000],
    ['40000', 'That is ₹40,000', '40,000', 40_000],
  ])('reads %j, says it back, groups it and sends the rupees', async (typed, echo, shown, rupees) => {
    renderScreen(<StartClaimForm policy={policy} kinds={['reimbursement']} />, '/my-policies');
    const amount = screen.getByLabelText(AMOUNT);
    expect(amount).toHaveAccessibleDescription(
      'Whole rupees, for example 1,50,000 or 1.5 lakh; leave blank if you do not know yet.',
    );
    fireEvent.change(amount, { target: { value: typed } });
    expect(amount).toHaveValue(typed);
    expect(amount).toHaveAccessibleDescription(echo);
    fireEvent.blur(amount);
    expect(amount).toHaveValue(shown);
    fireEvent.click(screen.getByRole('button', { name: 'Register the claim' }));
    await waitFor(() => expect(claimCalls()).toHaveLength(1));
    expect(claimCalls()[0]?.body).toMatchObject({ kind: 'reimbursement', claimedAmount: rupees });
  });

  it('refuses what it cannot read, says how to type an amount, and sends nothing', () => {
    renderScreen(<StartClaimForm policy={policy} kinds={['reimbursement']} />, '/my-policies');
    fireEvent.change(screen.getByLabelText(AMOUNT), { target: { value: '1.5 lakhs approx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register the claim' }));
    expect(
      screen.getByText(
        'Enter the amount in whole rupees, at least ₹1, like 1,50,000 or 1.5 lakh; or leave it blank.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(AMOUNT)).toHaveValue('1.5 lakhs approx');
    expect(claimCalls()).toHaveLength(0);
  });

  it('says the amount back in Hindi', () => {
    renderScreen(
      <LocaleContext.Provider value="hi">
        <StartClaimForm policy={policy} kinds={['reimbursement']} />
      </LocaleContext.Provider>,
      '/hi/my-policies',
    );
    const amount = screen.getByLabelText('आप कितनी राशि का क्लेम कर रहे हैं (₹, वैकल्पिक)');
    fireEvent.change(amount, { target: { value: '1.5 लाख' } });
    expect(amount).toHaveAccessibleDescription('यानी ₹1,50,000 (1.5 लाख)');
  });
});

describe('the same claim sent again while the first is open', () => {
  const discharge = new File(['%PDF-1.4'], 'discharge.pdf', { type: 'application/pdf' });
  const uploads = () => calls.filter((c) => c.url.endsWith('/Documents'));

  function registerWithDocument(alreadyOpen: boolean) {
    calls = stubFetch({
      'POST /api/Insurance/Policies/7/Claims': {
        body: { isSuccess: true, message: '', alreadyOpen, result: { id: 31 } },
      },
      'POST /api/Insurance/Claims/31/Documents': {
        body: { isSuccess: true, message: '', result: { id: 31 } },
      },
    });
    const shown = renderScreen(<StartClaimForm policy={policy} kinds={['reimbursement']} />, '/my-policies');
    fireEvent.change(screen.getByLabelText(AMOUNT), { target: { value: '50000' } });
    const file = shown.container.querySelector('input[type=file]')!;
    fireEvent.change(file, { target: { files: [discharge] } });
    fireEvent.click(screen.getByRole('button', { name: 'Register the claim' }));
    return shown;
  }

  it('uploads nothing and lands on the open claim, saying the documents were not sent again', async () => {
    const { router } = registerWithDocument(true);
    await screen.findByText('At /my-claims');
    expect(router.state.location.hash).toBe('#claim-31');
    expect(router.state.location.state).toEqual({
      alreadyOpenClaim: { claimId: 31, documentsChosen: true },
    });
    expect(claimCalls()).toHaveLength(1);
    expect(uploads()).toHaveLength(0);
  });

  it('uploads the documents into a new claim once, and lands on it with nothing to say', async () => {
    const { router } = registerWithDocument(false);
    await screen.findByText('At /my-claims');
    expect(router.state.location.hash).toBe('#claim-31');
    expect(router.state.location.state).toBeNull();
    expect(uploads()).toHaveLength(1);
  });
});
