import { emailPattern } from '@bimasetu/contract';
import { isIndianMobile, loginMessages } from '@bimasetu/contract';

export interface SignupValues {
  name: string;
  mobile: string;
  email: string;
  /** Typed but never kept: there is no password login. */
  password: string;
}

export function signupErrors(values: SignupValues): Partial<Record<keyof SignupValues, string>> {
  const errors: Partial<Record<keyof SignupValues, string>> = {};
  if (!values.name.trim()) errors.name = 'Please enter your name';
  if (!isIndianMobile(values.mobile)) errors.mobile = loginMessages.invalidMobile;
  if (values.email.trim() && !emailPattern.test(values.email.trim()))
    errors.email = 'Please enter a valid email address';
  return errors;
}
