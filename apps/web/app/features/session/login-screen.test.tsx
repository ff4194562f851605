import { apiPaths } from '@bimasetu/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '~/lib/session';
import { renderScreen, stubFetch, type RecordedCall, type StubReply } from '~/lib/test-utils';
import { LocaleContext, loadedWords } from '~/lib/words';
import { LoginScreen } from './login-screen';

type Reply = { status?: number; body?: unknown; networkError?: boolean };
/** The answers each call gives in turn; the last one repeats. A call with none is a network failure. */
let replies: Record<string, Reply[]>;
let calls: RecordedCall[];

const nextReply = (name: string) => (): StubReply => {
  const queue = replies[name];
  if (!queue) return { networkError: true };
  return queue.length > 1 ? queue.shift()! : queue[0]!;
};

function renderLogin(state?: object, path = '/login') {
  const routes = [
    { path: '/login', element: <LoginScreen isOurPage={(path) => ['/', '/knowmyrequest'].includes(path)} /> },
    { path: '/', element: <p>Home page</p> },
    { path: '/knowmyrequest', element: <p>Status page</p> },
  ];
  return renderScreen(routes, path, state).router;
}

const sent: Reply = { status: 200, body: { isSuccess: true, message: 'OTP sent successfully' } };

beforeEach(() => {
  localStorage.clear();
  replies = { GenerateOTP: [sent] };
  calls = stubFetch({
    [`POST ${apiPaths.generateOtp}`]: nextReply('GenerateOTP'),
    [`GET ${apiPaths.validateOtp}`]: nextReply('ValidateOTP'),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function reachOtpStep(user = userEvent.setup()) {
  await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText(/4-digit OTP/);
  return user;
}

describe('LoginScreen', () => {
  it('refuses a mobile number that is not 10 digits and keeps only digits while typing', async () => {
    renderLogin();
    const user = userEvent.setup();
    const input = screen.getByLabelText(/Mobile number/);
    await user.type(input, '98ab765');
    expect(input).toHaveValue('98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('moves to the OTP step once the OTP is sent, calling GenerateOTP with the mobile and no body', async () => {
    renderLogin();
    await reachOtpStep();
    expect(calls[0]?.url).toBe('/api/Insurance/GenerateOTP?mobile=9876543210');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 15 s')).toBeInTheDocument();
  });

  it('shows "Failed to send OTP" when sending fails without a message, and the server message when it has one', async () => {
    replies = { GenerateOTP: [{ status: 500, body: {} }] };
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
    replies = {
      GenerateOTP: [
        { status: 429, body: { isSuccess: false, message: 'Please wait before requesting a new OTP' } },
      ],
    };
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please wait before requesting a new OTP')).toBeInTheDocument();
  });

  it('accepts only 4 digits and asks for a valid 4-digit OTP', async () => {
    renderLogin();
    const user = await reachOtpStep();
    const otp = screen.getByLabelText(/4-digit OTP/);
    await user.type(otp, '12a');
    expect(otp).toHaveValue('12');
    await user.type(otp, '3456');
    expect(otp).toHaveValue('1234');
    await user.clear(otp);
    await user.type(otp, '12');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('Please enter a valid 4-digit OTP')).toBeInTheDocument();
  });

  it('explains a refused code with the §8 wording', async () => {
    replies.ValidateOTP = [{ status: 400, body: { isSuccess: false, message: 'Invalid OTP' } }];
    renderLogin();
    const user = await reachOtpStep();
    await user.type(screen.getByLabelText(/4-digit OTP/), '1111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(
      await screen.findByText('The OTP you entered is incorrect. Please try again.'),
    ).toBeInTheDocument();
  });

  it('returns to the screen that asked for the login, query included', async () => {
    replies.ValidateOTP = [
      { status: 200, body: { isSuccess: true, message: 'OTP verified successfully', result: 'tok-9' } },
    ];
    const router = renderLogin(undefined, '/login?next=%2Fknowmyrequest%3Fref%3DBS-7K2M9Q4X');
    const user = await reachOtpStep();
    await user.type(screen.getByLabelText(/4-digit OTP/), '4321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Status page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/knowmyrequest');
    expect(router.state.location.search).toBe('?ref=BS-7K2M9Q4X');
  });

  it.each(['//evil.com', 'https://evil.com/knowmyrequest', '/\\evil.com'])(
    'goes Home, not to next=%s',
    async (next) => {
      replies.ValidateOTP = [
        { status: 200, body: { isSuccess: true, message: 'OTP verified successfully', result: 'tok-9' } },
      ];
      const router = renderLogin(undefined, `/login?next=${encodeURIComponent(next)}`);
      const user = await reachOtpStep();
      await user.type(screen.getByLabelText(/4-digit OTP/), '4321');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('stores the session and goes home after a valid code', async () => {
    replies.ValidateOTP = [
      { status: 200, body: { isSuccess: true, message: 'OTP verified successfully', result: 'tok-9' } },
    ];
    const router = renderLogin();
    const user = await reachOtpStep();
    await user.type(screen.getByLabelText(/4-digit OTP/), '4321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.at(-1)?.url).toBe('/api/Insurance/ValidateOTP?mobile=9876543210&otp=4321');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok-9');
    expect(localStorage.getItem(SESSION_KEYS.isLoggedin)).toBe('true');
    expect(localStorage.getItem(SESSION_KEYS.mobile)).toBe('9876543210');
  });

  it('counts down 15 seconds, then offers Resend, which restarts the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLogin();
    await reachOtpStep(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    for (let i = 0; i < 14; i += 1) await act(async () => void vi.advanceTimersByTime(1000));
    expect(screen.getByText('Resend OTP in 1 s')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    fireEvent.click(resend);
    expect(await screen.findByText('Resend OTP in 15 s')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('GenerateOTP'))).toHaveLength(2);
  });

  it('says "Failed to resend OTP" when a resend fails without a message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLogin();
    await reachOtpStep(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    for (let i = 0; i < 15; i += 1) await act(async () => void vi.advanceTimersByTime(1000));
    replies.GenerateOTP = [{ status: 500, body: null }];
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Failed to resend OTP')).toBeInTheDocument();
  });

  it("shows the site's own words, not the server's, when the records are away (503)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLogin();
    await reachOtpStep(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    for (let i = 0; i < 15; i += 1) await act(async () => void vi.advanceTimersByTime(1000));
    replies.GenerateOTP = [
      { status: 503, body: { isSuccess: false, message: 'The database is unavailable right now' } },
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(loadedWords('en').ui!.unreachable)).toBeInTheDocument();
    expect(screen.queryByText(/database is unavailable/)).not.toBeInTheDocument();
  });

  it("says §8's words when validating a code meets the records away (503) or no network", async () => {
    replies.ValidateOTP = [
      {
        status: 503,
        body: {
          isSuccess: false,
          message: 'The database is unavailable right now. Please try again in a few minutes',
        },
      },
      { networkError: true },
    ];
    renderLogin();
    const user = await reachOtpStep();
    await user.type(screen.getByLabelText(/4-digit OTP/), '4321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Try after few minutes')).toBeInTheDocument();
    // said for the form, not as the code's mistake
    expect(screen.getByRole('alert')).toHaveTextContent('Try after few minutes');
    expect(screen.getByLabelText(/4-digit OTP/)).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
  });

  it('fills in the mobile number handed over by sign-up', () => {
    renderLogin({ mobile: '9123456789' });
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('9123456789');
  });

  it('says how long to wait after too many wrong codes, in English and in Hindi', async () => {
    const locked = (seconds: number) => ({
      status: 429,
      body: { isSuccess: false, message: 'Too many attempts', retryAfterSeconds: seconds, retryAt: 'x' },
    });
    replies.ValidateOTP = [locked(3584), locked(59), locked(0)];
    renderLogin();
    const user = await reachOtpStep();
    const guess = async () => {
      await user.clear(screen.getByLabelText(/4-digit OTP/));
      await user.type(screen.getByLabelText(/4-digit OTP/), '0000');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    };
    await guess();
    expect(
      await screen.findByText(/Too many failed attempts\. .*Try again in 60 minutes\./),
    ).toBeInTheDocument();
    await guess();
    expect(await screen.findByText(/Try again in 59 seconds\./)).toBeInTheDocument();
    await guess();
    expect(await screen.findByText(/You can ask for a new OTP now\./)).toBeInTheDocument();

    cleanup();
    replies = { GenerateOTP: [sent], ValidateOTP: [locked(125)] };
    renderScreen(
      <LocaleContext.Provider value="hi">
        <LoginScreen isOurPage={() => false} />
      </LocaleContext.Provider>,
      '/hi/login',
    );
    const hindi = userEvent.setup();
    await hindi.type(screen.getByRole('textbox'), '9876543210');
    await hindi.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    await hindi.type(await screen.findByLabelText(/4 अंकों का OTP/), '0000');
    await hindi.click(screen.getByRole('button', { name: 'OTP की पुष्टि करें' }));
    expect(await screen.findByText(/बहुत बार ग़लत कोशिश हुई।.*3 मिनट बाद फिर कोशिश करें।/)).toBeInTheDocument();
  });
});
