import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, renderScreen, stubFetch } from '~/lib/test-utils';
import { LocaleContext } from '~/lib/words';
import { StatusScreen } from './status-screen';
import { statusMobileError, statusOtpError } from './status-rules';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const requests = [
  {
    id: 1,
    policyType: 'Term',
    createdOn: '2026-01-31T20:00:00.000Z',
    requiredLoanAmount: '1250000',
    status: 'In Review',
    remarks: 'Medical report awaited',
    kind: 'application',
    reference: 'BS-7K2M9Q4X',
    planName: 'HDFC Life Click 2 Protect Supreme',
    insurer: 'HDFC Life',
    premium: 1296,
    premiumPeriod: 'month',
    revisedPremium: null,
  },
  {
    id: 2,
    policyType: 'Health',
    createdOn: '2026-02-10T05:00:00.000Z',
    requiredLoanAmount: '',
    status: 'Submitted',
    remarks: '',
    kind: 'application',
    reference: 'BS-ABCDEFGH',
    planName: '',
    insurer: '',
    premium: null,
    premiumPeriod: null,
    revisedPremium: null,
  },
];

const detail = {
  ...requests[0],
  revisedPremium: 1520,
  revisedReason: 'The medical report shows raised blood sugar.',
  quote: {
    premium: 1296,
    basePremium: 1296,
    gst: 0,
    premiumPeriod: 'month',
    rateVersion: 'term-2026.1',
    pricedOn: '2026-01-31',
    inputsInWords: ['For a 36-year-old non-smoker, ₹1 crore till 60.'],
  },
  timeline: [
    { at: '2026-01-31T20:00:00.000Z', kind: 'submitted', status: 'Submitted', remarks: '', premium: null },
    {
      at: '2026-02-02T06:30:00.000Z',
      kind: 'status',
      status: 'In Review',
      remarks: 'Medical report awaited',
      premium: null,
    },
    {
      at: '2026-02-05T09:45:00.000Z',
      kind: 'premium',
      status: 'In Review',
      remarks: 'The medical report shows raised blood sugar.',
      premium: 1520,
    },
  ],
};

describe('status rules (§5)', () => {
  it('checks the mobile in order: required, 10 to 15 long, digits only', () => {
    expect(statusMobileError('')).toBe('Mobile number is required.');
    expect(statusMobileError('98765')).toBe('Mobile number must be between 10 and 15 digits.');
    expect(statusMobileError('9876543210123456')).toBe('Mobile number must be between 10 and 15 digits.');
    expect(statusMobileError('98765432a0')).toBe('Mobile number must contain only digits.');
    expect(statusMobileError('9876543210')).toBeNull();
    expect(statusMobileError('919876543210')).toBeNull();
  });

  it('checks the OTP: required, then 4 digits', () => {
    expect(statusOtpError('')).toBe('OTP is required.');
    expect(statusOtpError('123')).toBe('OTP must be 4 digits.');
    expect(statusOtpError('1234')).toBeNull();
  });
});

describe('StatusScreen', () => {
  it('loads the list at once for a stored mobile and token, with dd/mm/yyyy dates and Indian rupee grouping', async () => {
    logIn('9876543210', 'tok');
    const calls = stubFetch({ 'GET /api/Insurance/GetMyLoanRequest': { body: requests } });
    const { router } = renderScreen(<StatusScreen />, '/knowmyrequest');
    const table = await screen.findByRole('table', { name: 'Your insurance requests' });
    expect(calls[0]!.url).toBe('/api/Insurance/GetMyLoanRequest?countryCode=91&mobile=9876543210');
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'S.No',
      'Requested On Date',
      'Expected Amount',
      'Status',
      'Remarks',
      'Messages',
      'Details',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual(['1', '01/02/2026', '₹12,50,000', 'In Review', 'Medical report awaited', 'View Messages']);
    const details = within(rows[0]!).getAllByRole('cell')[6]!;
    expect(details).toHaveTextContent('BS-7K2M9Q4X');
    expect(details).toHaveTextContent('HDFC Life Click 2 Protect Supreme');
    expect(details).toHaveTextContent('₹1,296 a month');
    expect(within(details).getByRole('link', { name: 'View details of BS-7K2M9Q4X' })).toHaveAttribute(
      'href',
      '/knowmyrequest?ref=BS-7K2M9Q4X',
    );
    expect(details).not.toHaveTextContent('Revised');
    expect(rows[1]).toHaveTextContent('Not given');
    expect(rows[1]).toHaveTextContent('Adviser to suggest plans');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'View Messages' }));
    expect(router.state.location.pathname).toBe('/messages');
  });

  it('shows a revised premium beside the one quoted in the list', async () => {
    logIn();
    stubFetch({
      'GET /api/Insurance/GetMyLoanRequest': { body: [{ ...requests[0], revisedPremium: 1520 }] },
    });
    renderScreen(<StatusScreen />, '/knowmyrequest');
    const table = await screen.findByRole('table', { name: 'Your insurance requests' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('₹1,296 a monthRevised to ₹1,520 a month');
  });

  it('shows the insurance empty message and Start Now when there are no requests', async () => {
    logIn();
    stubFetch({ 'GET /api/Insurance/GetMyLoanRequest': { body: [] } });
    renderScreen(<StatusScreen />, '/knowmyrequest');
    expect(
      await screen.findByText(
        'No Insurance Request Yet. Start a new insurance request to check your status and get the best offers.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Now' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('speaks of insurance, not loans, when the list cannot be loaded, and offers to try again', async () => {
    logIn();
    let calls = 0;
    stubFetch({
      'GET /api/Insurance/GetMyLoanRequest': () =>
        (calls += 1) === 1 ? { status: 500, body: { isSuccess: false, message: 'x' } } : { body: requests },
    });
    renderScreen(<StatusScreen />, '/knowmyrequest');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your insurance requests. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('holds the list’s space with a busy skeleton while the requests load', async () => {
    logIn();
    stubFetch({ 'GET /api/Insurance/GetMyLoanRequest': { body: requests } });
    renderScreen(<StatusScreen />, '/knowmyrequest');
    // before the answer arrives
    const busy = screen.getByRole('status');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveTextContent('Loading your requests…');
    expect(busy.className).toContain('min-h-');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('opens a request’s detail with the premium quoted, the revised premium and reason, inputs and timeline', async () => {
    logIn('9876543210', 'tok');
    const calls = stubFetch({
      'GET /api/Insurance/GetMyRequest': { body: { isSuccess: true, result: detail } },
    });
    renderScreen(<StatusScreen />, '/knowmyrequest?ref=BS-7K2M9Q4X');
    const heading = await screen.findByRole('heading', { name: 'Request BS-7K2M9Q4X' });
    expect(calls[0]!.url).toBe('/api/Insurance/GetMyRequest?reference=BS-7K2M9Q4X');
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
    expect(heading).toHaveFocus();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('HDFC Life Click 2 Protect Supreme');
    expect(article).toHaveTextContent('₹1,296 a month');
    expect(article).toHaveTextContent('Revised premium after underwriting₹1,520 a month');
    expect(article).toHaveTextContent('The medical report shows raised blood sugar.');
    expect(article).toHaveTextContent('Revised premium after underwriting');
    // the quote's words load with its first showing
    await waitFor(() => expect(article).toHaveTextContent('For a 36-year-old non-smoker, ₹1 crore till 60.'));
    expect(article).toHaveTextContent('rate table term-2026.1, priced on 31/01/2026');
    const steps = within(screen.getByRole('list', { name: 'What has happened so far' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      '01/02/2026, 1:30 amWe received your request',
      '02/02/2026, 12:00 pmStatus changed to In ReviewMedical report awaited',
      '05/02/2026, 3:15 pmPremium revised to ₹1,520The medical report shows raised blood sugar.',
    ]);
    expect(screen.getByRole('link', { name: 'All my requests' })).toHaveAttribute('href', '/knowmyrequest');
  });

  it('says a quote’s facts in the page’s language, not the English kept beside them', async () => {
    const vehicle = {
      code: 'motor-vehicle',
      model: 'Tata Nexon',
      fuel: 'Petrol',
      cc: 1199,
      years: 2,
      zone: 'B',
      ncbPercent: 25,
      idv: 712_000,
      agreedValue: false,
    };
    const facts = {
      ...detail,
      quote: { ...detail.quote, inputsInWords: ['(English kept)'], facts: [vehicle] },
    };
    logIn('9876543210', 'tok');
    stubFetch({ 'GET /api/Insurance/GetMyRequest': { body: { isSuccess: true, result: facts } } });
    const english = renderScreen(<StatusScreen />, '/knowmyrequest?ref=BS-7K2M9Q4X');
    const said = await screen.findByTestId('quote-inputs-in-words');
    await waitFor(() =>
      expect(said).toHaveTextContent(
        'For a Tata Nexon (petrol, 1199 cc), 2 years old, RTO zone B, 25% no-claim bonus; IDV ₹7,12,000.',
      ),
    );
    expect(said).not.toHaveTextContent('(English kept)');
    english.unmount();

    renderScreen(
      <LocaleContext.Provider value="hi">
        <StatusScreen />
      </LocaleContext.Provider>,
      '/hi/knowmyrequest?ref=BS-7K2M9Q4X',
    );
    const hindi = await screen.findByTestId('quote-inputs-in-words');
    await waitFor(() =>
      expect(hindi).toHaveTextContent(
        'Tata Nexon (पेट्रोल, 1199 cc) के लिए: 2 साल पुरानी, RTO ज़ोन B, 25% नो-क्लेम बोनस; IDV ₹7,12,000।',
      ),
    );
  });

  it('shows a record kept before its engine stated facts in its English, in Hindi too', async () => {
    const kept =
      'For a Tata Nexon (petrol, 1199 cc), 2 years old, RTO zone B, 25% no-claim bonus; IDV ₹7,12,000.';
    const older = { ...detail, quote: { ...detail.quote, inputsInWords: [kept] } };
    logIn('9876543210', 'tok');
    stubFetch({ 'GET /api/Insurance/GetMyRequest': { body: { isSuccess: true, result: older } } });
    renderScreen(
      <LocaleContext.Provider value="hi">
        <StatusScreen />
      </LocaleContext.Provider>,
      '/hi/knowmyrequest?ref=BS-7K2M9Q4X',
    );
    const said = await screen.findByTestId('quote-inputs-in-words');
    await waitFor(() => expect(said).toHaveTextContent(kept));
  });

  it('says so when a request cannot be loaded', async () => {
    logIn();
    stubFetch({
      'GET /api/Insurance/GetMyRequest': { status: 404, body: { isSuccess: false, message: 'Not found' } },
    });
    renderScreen(<StatusScreen />, '/knowmyrequest?ref=BS-AAAAAAAA');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this request. Please try again.',
    );
  });

  it('verifies an anonymous visitor by mobile and OTP, then loads the list', async () => {
    const calls = stubFetch({
      'POST /api/Insurance/GenerateOTP': { body: { isSuccess: true, message: 'OTP sent successfully' } },
      'GET /api/Insurance/ValidateOTP': ({ url }) =>
        url.endsWith('otp=1234')
          ? { body: { isSuccess: true, message: 'OTP verified successfully', result: 'tok-2' } }
          : { status: 400, body: { isSuccess: false, message: 'Invalid OTP' } },
      'GET /api/Insurance/GetMyLoanRequest': { body: requests },
    });
    renderScreen(<StatusScreen />, '/knowmyrequest');
    // the code check loads when it is first shown
    await screen.findByLabelText(/Mobile number/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Mobile number is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mobile number/), '98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Mobile number must be between 10 and 15 digits.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mobile number/), '43210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByLabelText(/4-digit OTP/);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('OTP is required.')).toBeInTheDocument();
    await user.type(otp, '12');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('OTP must be 4 digits.')).toBeInTheDocument();
    await user.type(otp, '00');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    await user.clear(otp);
    await user.type(otp, '1234');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(calls.at(-1)!.headers.Authorization).toBe('Bearer tok-2');
  });

  it('uses the screen’s own texts when sending or verifying fails', async () => {
    stubFetch({
      'POST /api/Insurance/GenerateOTP': { networkError: true },
    });
    renderScreen(<StatusScreen />, '/knowmyrequest');
    // the code check loads when it is first shown
    await screen.findByLabelText(/Mobile number/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.');
  });

  it('says "Failed to resend OTP." when the resend after the 15-second wait fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let sends = 0;
      stubFetch({
        'POST /api/Insurance/GenerateOTP': () =>
          (sends += 1) === 1
            ? { body: { isSuccess: true, message: 'OTP sent successfully' } }
            : { networkError: true },
      });
      renderScreen(<StatusScreen />, '/knowmyrequest');
      // the code check loads when it is first shown
      await screen.findByLabelText(/Mobile number/);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      await screen.findByLabelText(/4-digit OTP/);
      expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
      for (let second = 0; second < 15; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to resend OTP\.$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "Failed to verify OTP. Please try again." when the check cannot be made', async () => {
    stubFetch({
      'POST /api/Insurance/GenerateOTP': { body: { isSuccess: true, message: 'OTP sent successfully' } },
      'GET /api/Insurance/ValidateOTP': { networkError: true },
    });
    renderScreen(<StatusScreen />, '/knowmyrequest');
    // the code check loads when it is first shown
    await screen.findByLabelText(/Mobile number/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText(/4-digit OTP/), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify OTP. Please try again.');
  });
});
