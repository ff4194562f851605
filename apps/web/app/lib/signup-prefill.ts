// What a visitor typed on /signup, kept only to prefill their profile after the first login.
// Sign up asks for no password: logging in is by OTP.

const KEY = 'signupPrefill';

export interface SignupPrefill {
  name: string;
  email: string;
  mobile: string;
}

export function saveSignupPrefill(prefill: SignupPrefill) {
  localStorage.setItem(KEY, JSON.stringify(prefill));
}

/** The prefill for this mobile number, if the visitor signed up with it on this device. */
export function readSignupPrefill(mobile: string | null): SignupPrefill | null {
  if (!mobile || typeof localStorage === 'undefined') return null;
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SignupPrefill | null;
    return value && value.mobile === mobile ? value : null;
  } catch {
    return null;
  }
}

export function clearSignupPrefill() {
  localStorage.removeItem(KEY);
}
