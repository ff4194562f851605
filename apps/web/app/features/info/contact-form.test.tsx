import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { CONTACT_NOTICE_MS, contactUsBody } from '@bimasetu/contract';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubFetch } from '~/lib/test-utils';
import { ContactForm } from './contact-form';
import { contactError } from './contact-rules';
import { useTimedNotice } from './use-timed-notice';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function fill(user = userEvent.setup()) {
  await user.type(screen.getByLabelText(/Name/), 'Meera Iyer');
  await user.type(screen.getByLabelText(/Phone number/), '98a7654-3210');
  await user.selectOptions(screen.getByLabelText(/Enquiry type/), 'kyc-update');
  await user.type(screen.getByLabelText(/Message/), 'Please update my KYC.');
  return user;
}

describe('contactError', () => {
  it('asks for every field, then a 10-digit phone', () => {
    const full = { name: 'A', phone: '9876543210', messageType: 'others', message: 'Hi' };
    expect(contactError({ ...full, message: '  ' }, contactUsBody)).toBe('Please fill in all fields.');
    expect(contactError({ ...full, messageType: '' }, contactUsBody)).toBe('Please fill in all fields.');
    expect(contactError({ ...full, phone: '98765' }, contactUsBody)).toBe(
      'Please enter a valid 10-digit mobile number',
    );
    expect(contactError(full, contactUsBody)).toBeNull();
  });

  it('refuses what the server refuses: a name over 60 characters, a number starting with 5', () => {
    const full = { name: 'A', phone: '9876543210', messageType: 'others', message: 'Hi' };
    expect(contactError({ ...full, name: 'A'.repeat(61) }, contactUsBody)).toBe(
      'Name must be at most 60 characters',
    );
    expect(contactError({ ...full, name: 'A'.repeat(60) }, contactUsBody)).toBeNull();
    expect(contactError({ ...full, phone: '5876543210' }, contactUsBody)).toBe(
      'Please enter a valid 10-digit mobile number',
    );
  });
});

describe('ContactForm', () => {
  it('lists the 16 enquiry types with readable labels', () => {
    stubFetch({});
    renderScreen(<ContactForm />, '/contactus');
    const options = Array.from((screen.getByLabelText(/Enquiry type/) as HTMLSelectElement).options).slice(1);
    expect(options).toHaveLength(16);
    expect(options[0]).toHaveTextContent('Claim Status');
    expect(options.find((o) => o.value === 'kyc-update')).toHaveTextContent('KYC Update');
  });

  it('says "Please fill in all fields." and sends nothing when a field is empty', async () => {
    const calls = stubFetch({});
    renderScreen(<ContactForm />, '/contactus');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(calls).toHaveLength(0);
    // the focus goes to the first field left empty, not left on the button
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveFocus());
  });

  it('sends the enquiry, shows the success notice and clears the form', async () => {
    const calls = stubFetch({
      'POST /api/Insurance/ContactUs': {
        body: { isSuccess: true, message: 'Enquiry submitted successfully' },
      },
    });
    renderScreen(<ContactForm />, '/contactus');
    const user = await fill();
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(calls[0]!.body).toMatchObject({
      customerName: 'Meera Iyer',
      mobile: '9876543210',
      messageType: 'kyc-update',
      customerMessage: 'Please update my KYC.',
      status: 'New',
    });
    expect(screen.getByLabelText(/Name/)).toHaveValue('');
  });

  it('hides a notice after 3 seconds, counting again from each new notice', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTimedNotice(CONTACT_NOTICE_MS));
    act(() => result.current.show({ tone: 'error', text: 'Please fill in all fields.' }));
    act(() => void vi.advanceTimersByTime(2000));
    act(() => result.current.show({ tone: 'success', text: 'Message sent successfully!' }));
    act(() => void vi.advanceTimersByTime(2900));
    expect(result.current.notice?.text).toBe('Message sent successfully!');
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current.notice).toBeNull();
  });

  it.each([
    ['+91 98220 12345', '9822012345'],
    ['098220 12345', '9822012345'],
    ['0091-98220-12345', '9822012345'],
  ])('takes a mobile pasted as %j as %s and sends it so', async (pasted, mobile) => {
    const calls = stubFetch({
      'POST /api/Insurance/ContactUs': {
        body: { isSuccess: true, message: 'Enquiry submitted successfully' },
      },
    });
    renderScreen(<ContactForm />, '/contactus');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'Meera Iyer');
    await user.click(screen.getByLabelText(/Phone number/));
    await user.paste(pasted);
    expect(screen.getByLabelText(/Phone number/)).toHaveValue(mobile);
    await user.selectOptions(screen.getByLabelText(/Enquiry type/), 'others');
    await user.type(screen.getByLabelText(/Message/), 'Call me back.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(calls[0]!.body).toMatchObject({ mobile });
  });

  it('counts the message and refuses, without cutting it, one over its 1,000 characters', async () => {
    const calls = stubFetch({
      'POST /api/Insurance/ContactUs': {
        body: { isSuccess: true, message: 'Enquiry submitted successfully' },
      },
    });
    renderScreen(<ContactForm />, '/contactus');
    const user = await fill();
    const message = screen.getByLabelText(/Message/);
    expect(screen.getByText('21 of 1,000 characters')).toBeInTheDocument();
    expect(message).not.toHaveAttribute('maxLength');
    await user.clear(message);
    const long = `${'Please call me about my policy. '.repeat(32)}.`.slice(0, 1001);
    expect(long).toHaveLength(1001);
    await user.click(message);
    await user.paste(long);
    // every character pasted is kept; the count says by how much it is over
    expect(message).toHaveValue(long);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    const count = screen.getByText(/too many/);
    expect(count).toHaveTextContent('shorten it to 1,000 to send');
    expect(message.getAttribute('aria-describedby')).toContain(count.id);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message must be at most 1000 characters');
    expect(calls).toHaveLength(0);
    expect(message).toHaveValue(long);
    // one character less fits, and is sent whole
    await user.type(message, '{Backspace}');
    expect(screen.getByText('1,000 of 1,000 characters')).toBeInTheDocument();
    expect(message).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(calls[0]!.body).toMatchObject({ customerMessage: long.slice(0, 1000).trim() });
  });

  it('shows the failure notice when the server refuses', async () => {
    stubFetch({ 'POST /api/Insurance/ContactUs': { status: 500, body: { isSuccess: false, message: 'x' } } });
    renderScreen(<ContactForm />, '/contactus');
    const user = await fill();
    fireEvent.submit(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission failed. Please try again later.');
    expect(user).toBeDefined();
  });
});
