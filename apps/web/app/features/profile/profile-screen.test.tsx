import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '~/lib/session';
import { logIn, renderScreen, stubFetch, type StubReply } from '~/lib/test-utils';
import { ProfileScreen } from './profile-screen';

const stored = {
  id: 4,
  firstName: 'Asha',
  lastName: 'Verma',
  mobile: '9876543210',
  email: 'asha@example.in',
  aadharno: 'XXXXXXXX1234',
  pancard: 'ABCDE1234F',
  nomineeName: 'Ravi Verma',
  nomineeRelation: 'Spouse',
  nomineeDob: '05/08/1988',
};
const missing: StubReply = { status: 404, body: { isSuccess: false, message: 'Profile not found' } };

/** The stored profile opened for editing, its update answered as saved; answers the calls made and the user. */
async function editStoredProfile() {
  const calls = stubFetch({
    'GET /api/Insurance/GetUserProfile': { body: stored },
    'POST /api/Insurance/UpdateUserProfile': {
      body: { isSuccess: true, message: 'Profile updated successfully' },
    },
  });
  renderScreen(<ProfileScreen />, '/Profile');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return { calls, user };
}

beforeEach(() => {
  localStorage.clear();
  logIn('9876543210', 'tok');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProfileScreen', () => {
  it('opens edit mode at once without a profile, prefilled from sign-up, and creates it', async () => {
    localStorage.setItem(
      'signupPrefill',
      JSON.stringify({ name: 'Asha Verma', email: 'asha@example.in', mobile: '9876543210' }),
    );
    let profile: typeof stored | null = null;
    const calls = stubFetch({
      'GET /api/Insurance/GetUserProfile': () => (profile ? { body: profile } : missing),
      'POST /api/Insurance/CreateUserProfile': () => {
        profile = stored;
        return { body: { isSuccess: true, message: 'Profile created successfully' } };
      },
    });
    renderScreen(<ProfileScreen />, '/Profile');
    const first = await screen.findByLabelText(/First name/);
    expect(first).toHaveValue('Asha');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PAN'), 'abcde1234f');
    expect(screen.getByLabelText('PAN')).toHaveValue('ABCDE1234F');
    await user.type(screen.getByLabelText('Nominee date of birth'), '05081988');
    expect(screen.getByLabelText('Nominee date of birth')).toHaveValue('05/08/1988');
    await user.selectOptions(screen.getByLabelText('Nominee relation'), 'Spouse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile created successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('XXXXXXXX1234')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      id: null,
      firstname: 'Asha',
      lastname: 'Verma',
      mobile: '9876543210',
      pancard: 'ABCDE1234F',
      nomineeDob: '05/08/1988',
      nomineeRelation: 'Spouse',
    });
    expect(post.body).not.toHaveProperty('firstName');
    expect(localStorage.getItem('signupPrefill')).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.userId)).toBe('4');
  });

  it('shows view mode for a saved profile; Edit then Cancel discards the changes', async () => {
    stubFetch({ 'GET /api/Insurance/GetUserProfile': { body: stored } });
    renderScreen(<ProfileScreen />, '/Profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const first = screen.getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Asha')).toBeInTheDocument();
    expect(screen.queryByText('Changed')).not.toBeInTheDocument();
  });

  it('updates a saved profile, sending the masked Aadhaar back untouched', async () => {
    const { calls, user } = await editStoredProfile();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'asha verma@(mail).in');
    expect(email).toHaveValue('ashaverma@mail.in');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/Insurance/UpdateUserProfile');
    expect(post.body).toMatchObject({ id: 4, email: 'ashaverma@mail.in', aadharno: 'XXXXXXXX1234' });
  });

  it.each([
    ['1234 5678 9012', ' abcde1234f '],
    ['1234-5678-9012', 'ABCDE-1234-F'],
  ])(
    'takes an Aadhaar pasted as %j and a PAN pasted as %j whole, and saves them clean',
    async (aadhaar, pan) => {
      const { calls, user } = await editStoredProfile();
      // the masked number is selected on focus, so the paste replaces it
      await user.click(screen.getByLabelText('Aadhaar number'));
      await user.paste(aadhaar);
      expect(screen.getByLabelText('Aadhaar number')).toHaveValue('123456789012');
      await user.clear(screen.getByLabelText('PAN'));
      await user.paste(pan);
      expect(screen.getByLabelText('PAN')).toHaveValue('ABCDE1234F');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
      const post = calls.find((c) => c.method === 'POST')!;
      expect(post.body).toMatchObject({ aadharno: '123456789012', pancard: 'ABCDE1234F' });
    },
  );

  it('shows field errors and does not save an invalid profile', async () => {
    const calls = stubFetch({ 'GET /api/Insurance/GetUserProfile': missing });
    renderScreen(<ProfileScreen />, '/Profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Aadhaar number'), '12345abc');
    expect(screen.getByLabelText('Aadhaar number')).toHaveValue('12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Aadhaar number must be exactly 12 digits')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('tells the customer when saving fails', async () => {
    stubFetch({
      'GET /api/Insurance/GetUserProfile': { body: stored },
      'POST /api/Insurance/UpdateUserProfile': { status: 500, body: { isSuccess: false, message: 'boom' } },
    });
    renderScreen(<ProfileScreen />, '/Profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your profile. Please try again.',
    );
  });

  it('keeps the mobile fixed and shows the hint for 2 seconds when the customer tries to change it', async () => {
    stubFetch({ 'GET /api/Insurance/GetUserProfile': { body: stored } });
    renderScreen(<ProfileScreen />, '/Profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    vi.useFakeTimers();
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('readonly');
    fireEvent.keyDown(mobile, { key: '5' });
    expect(screen.getByText("Phone number can't be edited.")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1900));
    expect(screen.getByText("Phone number can't be edited.")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByText("Phone number can't be edited.")).not.toBeInTheDocument();
  });
});
