import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, renderScreen, stubFetch } from '~/lib/test-utils';
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
  },
  {
    id: 2,
    policyType: 'Health',
    createdOn: '2026-02-10T05:00:00.000Z',
    requiredLoanAmount: '',
    status: 'Submitted',
    remarks: '',
  },
];

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
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '01/02/2026', '₹12,50,000', 'In Review', 'Medical report awaited', 'View Messages']);
    expect(rows[1]).toHaveTextContent('Not given');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'View Messages' }));
    expect(router.state.location.pathname).toBe('/messages');
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

  it('says "Failed to fetch loan details." when the list cannot be loaded', async () => {
    logIn();
    stubFetch({
      'GET /api/Insurance/GetMyLoanRequest': { status: 500, body: { isSuccess: false, message: 'x' } },
    });
    renderScreen(<StatusScreen />, '/knowmyrequest');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch loan details.');
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
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText(/4-digit OTP/), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify OTP. Please try again.');
  });
});
