import { loginMessages } from '@bimasetu/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '~/lib/session';
import { ADMIN_TOKEN_KEY } from './admin-session';
import { renderScreen, stubFetch, type StubReply } from '~/lib/test-utils';
import { NOT_AN_ADVISER } from './admin-api';
import { AdminLoginScreen } from './login-screen';

const sent: StubReply = { body: { isSuccess: true, message: 'OTP sent' } };

async function logInWith(otp = '1234') {
  const user = userEvent.setup();
  renderScreen(<AdminLoginScreen />, '/admin/login');
  await user.type(screen.getByLabelText(/Mobile number/), '9000000001');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await user.type(await screen.findByLabelText(/Enter the 4-digit OTP/), otp);
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('AdminLoginScreen', () => {
  it('keeps an adviser’s token under adminToken only, never in the customer keys, and opens the console', async () => {
    const calls = stubFetch({
      'POST /api/Admin/GenerateOTP': sent,
      'GET /api/Admin/ValidateOTP': { body: { isSuccess: true, message: 'ok', result: 'adviser-tok' } },
      'GET /api/Admin/Me': { body: { isSuccess: true, result: { mobile: '9000000001', name: 'Meera' } } },
    });
    await logInWith();
    expect(await screen.findByText('At /admin')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('adviser-tok');
    for (const key of ['junk', 'isLoggedin', 'user', 'mobile', 'userid'])
      expect(localStorage.getItem(key)).toBeNull();
    const me = calls.find((c) => c.url === '/api/Admin/Me');
    expect(me?.headers.Authorization).toBe('Bearer adviser-tok');
  });

  it('turns away a customer’s number: says so, keeps nothing and revokes the token it got', async () => {
    const calls = stubFetch({
      'POST /api/Admin/GenerateOTP': sent,
      'GET /api/Admin/ValidateOTP': { body: { isSuccess: true, message: 'ok', result: 'customer-tok' } },
      'GET /api/Admin/Me': {
        status: 403,
        body: { isSuccess: false, message: 'You can only act on your own account' },
      },
      'POST /api/Insurance/Logout': { body: { isSuccess: true, message: 'Logged out' } },
    });
    await logInWith();
    expect(await screen.findByText(NOT_AN_ADVISER)).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    const logout = calls.find((c) => c.url === '/api/Insurance/Logout');
    expect(logout?.headers.Authorization).toBe('Bearer customer-tok');
  });

  it('explains a wrong code with the customer login’s words', async () => {
    stubFetch({
      'POST /api/Admin/GenerateOTP': sent,
      'GET /api/Admin/ValidateOTP': { status: 400, body: { isSuccess: false, message: 'Invalid OTP' } },
    });
    await logInWith('9999');
    expect(await screen.findByText(loginMessages.otpIncorrect)).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('asks for a 10-digit number before sending anything', async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderScreen(<AdminLoginScreen />, '/admin/login');
    await user.type(screen.getByLabelText(/Mobile number/), '98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText(loginMessages.invalidMobile)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says how long the lock after ten wrong codes has left', async () => {
    stubFetch({
      'POST /api/Admin/GenerateOTP': {
        status: 429,
        body: {
          isSuccess: false,
          message: 'Too many wrong OTPs for this mobile number.',
          retryAfterSeconds: 61,
          retryAt: '2026-06-01T11:00:00.000Z',
        },
      },
    });
    const user = userEvent.setup();
    renderScreen(<AdminLoginScreen />, '/admin/login');
    await user.type(screen.getByLabelText(/Mobile number/), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText('Too many wrong OTPs for this mobile number. Try again in 2 minutes.'),
    ).toBeInTheDocument();
  });
});
