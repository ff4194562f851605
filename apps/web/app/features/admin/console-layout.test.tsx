import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from './admin-session';
import { renderScreen, stubFetch } from '~/lib/test-utils';
import { SESSION_KEYS } from '~/lib/session';
import { NOT_AN_ADVISER } from './admin-api';
import { ConsoleLayout } from './console-layout';

const console = () => (
  <ConsoleLayout>
    <p>Console page</p>
  </ConsoleLayout>
);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('ConsoleLayout', () => {
  it('sends a visitor without an adviser token to /admin/login', async () => {
    stubFetch({});
    renderScreen(console(), '/admin');
    expect(await screen.findByText('At /admin/login')).toBeInTheDocument();
  });

  it('shows the adviser and the sections, and forgets the token when the server answers 401', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'old-tok');
    localStorage.setItem(SESSION_KEYS.token, 'customer-tok');
    stubFetch({
      'GET /api/Admin/Me': { status: 401, body: { isSuccess: false, message: 'Please log in to continue' } },
    });
    renderScreen(console(), '/admin');
    expect(screen.getByRole('link', { name: 'Requests' })).toBeInTheDocument();
    expect(await screen.findByText('At /admin/login')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('customer-tok');
  });

  it('says clearly that a customer token is not an adviser’s, and offers to log in again', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'customer-tok');
    stubFetch({ 'GET /api/Admin/Me': { status: 403, body: { isSuccess: false, message: 'Forbidden' } } });
    renderScreen(console(), '/admin');
    expect(await screen.findByText(NOT_AN_ADVISER)).toBeInTheDocument();
    expect(screen.queryByText('Console page')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in as an adviser' }));
    expect(await screen.findByText('At /admin/login')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('logs out on the server and in the browser', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'adviser-tok');
    const calls = stubFetch({
      'GET /api/Admin/Me': {
        body: { isSuccess: true, result: { mobile: '9000000001', name: 'Meera Iyer' } },
      },
      'POST /api/Admin/Logout': { body: { isSuccess: true, message: 'Logged out' } },
    });
    renderScreen(console(), '/admin');
    expect(await screen.findByText(/Meera Iyer/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('At /admin/login')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/Admin/Logout')).toBe(true);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});
