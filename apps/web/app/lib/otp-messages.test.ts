import { describe, expect, it } from 'vitest';
import { sendOtpMessage, validateOtpMessage } from './otp-messages';

const answer = (serverMessage: string | null, status = 400) => ({ status, serverMessage, answered: true });

describe('validateOtpMessage (§8, in order)', () => {
  it('recognises the known backend messages, whatever their case', () => {
    expect(validateOtpMessage(answer('OTP expired'))).toBe('Your OTP has expired. Please request a new one.');
    expect(validateOtpMessage(answer('invalid OTP'))).toBe(
      'The OTP you entered is incorrect. Please try again.',
    );
    expect(validateOtpMessage(answer('User Not Found'))).toBe(
      "We couldn't find your account. Please check your details.",
    );
    expect(validateOtpMessage(answer('Too many attempts'))).toBe(
      'Too many failed attempts. Please wait and try again.',
    );
    expect(validateOtpMessage(answer('Too many attempts. This mobile number is locked for an hour'))).toBe(
      'Too many failed attempts. Please wait and try again.',
    );
  });

  it('applies the first matching rule when a message mentions several', () => {
    expect(validateOtpMessage(answer('Invalid OTP: OTP expired'))).toBe(
      'Your OTP has expired. Please request a new one.',
    );
    expect(validateOtpMessage(answer('Invalid OTP, too many attempts'))).toBe(
      'The OTP you entered is incorrect. Please try again.',
    );
    expect(validateOtpMessage(answer('Database busy, please retry'))).toBe('Try after few minutes');
  });

  it('maps transient failures', () => {
    expect(validateOtpMessage(answer('A database error occurred', 500))).toBe('Try after few minutes');
    expect(validateOtpMessage(answer('Transient failure', 503))).toBe(
      'We’re having trouble connecting to our servers right now. Please try again shortly.',
    );
    expect(validateOtpMessage(answer('Please retry later', 503))).toBe(
      'We’re having trouble connecting to our servers right now. Please try again shortly.',
    );
  });

  it('shows any other backend message as it is', () => {
    expect(validateOtpMessage(answer('mobile: must be exactly 10 digits'))).toBe(
      'mobile: must be exactly 10 digits',
    );
  });

  it('falls back on the status when there is no message', () => {
    expect(validateOtpMessage({ status: 404, serverMessage: null, answered: false })).toBe(
      'OTP validation service unavailable (404)',
    );
    expect(validateOtpMessage({ status: 0, serverMessage: null, answered: false })).toBe(
      'Network error. Please check your connection.',
    );
    expect(validateOtpMessage({ status: 200, serverMessage: '', answered: true })).toBe(
      'Enter a valid 4-digit OTP.',
    );
    expect(validateOtpMessage({ status: 500, serverMessage: null, answered: false })).toBe(
      'An error occurred while validating OTP.',
    );
  });
});

describe('sendOtpMessage', () => {
  it('shows the server message, or the send/resend fallback', () => {
    expect(sendOtpMessage({ serverMessage: 'Please wait before requesting a new OTP' }, false)).toBe(
      'Please wait before requesting a new OTP',
    );
    expect(sendOtpMessage({ serverMessage: null }, false)).toBe('Failed to send OTP');
    expect(sendOtpMessage({ serverMessage: '' }, true)).toBe('Failed to resend OTP');
  });
});
