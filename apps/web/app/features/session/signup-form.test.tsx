import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '~/lib/test-utils';
import { SignupForm } from './signup-form';

beforeEach(() => localStorage.clear());

describe('SignupForm', () => {
  it('checks name, mobile and email', async () => {
    renderScreen(<SignupForm />, '/signup');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    // the messages stay while the visitor types, until the next press of Sign up
    await user.type(screen.getByLabelText(/Full name/), 'Asha');
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('asks for no password and says what happens next', () => {
    renderScreen(<SignupForm />, '/signup');
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText(/send you a 4-digit code by SMS/)).toBeInTheDocument();
  });

  it('keeps name and email for the profile and goes to login with the mobile', async () => {
    const { router } = renderScreen(<SignupForm />, '/signup');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Full name/), 'Asha Verma');
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.type(screen.getByLabelText(/Email/), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ mobile: '9876543210' });
    expect(JSON.parse(localStorage.getItem('signupPrefill')!)).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      mobile: '9876543210',
    });
  });
});
