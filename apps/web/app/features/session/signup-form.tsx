import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MOBILE_LENGTH } from '@bimasetu/contract';
import { bindField } from '~/lib/bind-field';
import { digitsOnly, filterEmailInput } from '~/lib/format';
import { saveSignupPrefill } from '~/lib/signup-prefill';
import { Button } from '~/ui/button';
import { TextField, MobileField } from '~/ui/field';
import { signupErrors, type SignupValues } from './signup-rules';

/**
 * Sign up (§2) records name and email on this device only, to prefill the profile after the first login, and
 * hands the mobile to /login. The password is never stored or sent: logging in is by OTP (docs/spec-deviations.md).
 */
export function SignupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>({ name: '', mobile: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof SignupValues, string>>>({});
  const set = (patch: Partial<SignupValues>) => setValues((v) => ({ ...v, ...patch }));
  const field = bindField(values, errors, set);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = signupErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    saveSignupPrefill({ name: values.name.trim(), email: values.email.trim(), mobile: values.mobile });
    navigate('/login', { state: { mobile: values.mobile } });
  }

  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">Sign up</h1>
        <p className="mt-1 text-slate-700">
          Create your BimaSetu account. You will log in with an OTP sent to your mobile.
        </p>
        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
          <TextField label="Full name" required autoComplete="name" {...field('name')} />
          <MobileField
            required
            value={values.mobile}
            error={errors.mobile}
            onChange={(e) => set({ mobile: digitsOnly(e.target.value, MOBILE_LENGTH) })}
          />
          <TextField label="Email" type="email" autoComplete="email" {...field('email', filterEmailInput)} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            hint="Optional. You log in with an OTP sent to your mobile, so we never store or send this password."
            onChange={(e) => set({ password: e.target.value })}
          />
          <Button type="submit" size="lg">
            Sign up
          </Button>
        </form>
        <p className="mt-4 text-sm text-slate-700">
          Already registered?{' '}
          <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4">
            Login
          </Link>
        </p>
      </div>
    </main>
  );
}
