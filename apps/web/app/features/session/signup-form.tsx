import { Link, useNavigate } from 'react-router';
import { MOBILE_LENGTH } from '@bimasetu/contract';
import { bindField } from '~/lib/bind-field';
import { digitsOnly, filterEmailInput } from '~/lib/format';
import { localHref } from '~/lib/locale-paths';
import { saveSignupPrefill } from '~/lib/signup-prefill';
import { useSchemaForm } from '~/lib/use-schema-form';
import { saidErrors, useLocale, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/field';
import { MobileField } from '~/ui/mobile-field';
import type { SignupValues } from './signup-rules';

// zod and the rules load when the form is first used, not on first paint (lib/use-schema-form.ts)
const loadSignupSchema = () => import('./signup-rules').then((m) => m.signupSchema);

const EMPTY: SignupValues = { name: '', mobile: '', email: '' };

/**
 * Sign up (§2) asks only for what is used: name and email, kept on this device to prefill the profile after the
 * first login, and the mobile, handed to /login. There is no password field: logging in is by OTP
 * (docs/spec-deviations.md). Messages stay until the next press of Sign up.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const locale = useLocale();
  const w = useWords('session');
  const form = useSchemaForm(loadSignupSchema, EMPTY, {
    afterEdit: 'keep',
    focusInvalid: true,
  });
  const { values, update, onSubmit } = form;
  // the checks' messages in the page's language (their English text is their code)
  const errors = saidErrors(form.errors, w.messages);
  const field = bindField(values, errors, update);

  const submit = onSubmit((parsed) => {
    saveSignupPrefill({ name: parsed.name, email: parsed.email, mobile: parsed.mobile });
    void navigate(localHref(locale, '/login'), { state: { mobile: parsed.mobile } });
  });

  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">{w.title}</h1>
        <p className="mt-1 text-slate-700">{w.intro}</p>
        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <TextField label={w.nameLabel} required autoComplete="name" {...field('name')} />
          <MobileField
            required
            value={values.mobile}
            error={errors.mobile}
            onChange={(e) => update({ mobile: digitsOnly(e.target.value, MOBILE_LENGTH) })}
          />
          <TextField
            label={w.emailLabel}
            type="email"
            autoComplete="email"
            hint={w.emailHint}
            {...field('email', filterEmailInput)}
          />
          <Button type="submit" size="lg">
            {w.submit}
          </Button>
        </form>
        <section
          aria-labelledby="signup-next"
          className="mt-6 rounded-lg bg-brand-50 p-4 text-sm text-slate-800"
        >
          <h2 id="signup-next" className="font-semibold text-brand-900">
            {w.nextHeading}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {w.next.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <p className="mt-4 text-sm text-slate-700">
          {w.already}{' '}
          <Link
            to={localHref(locale, '/login')}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {w.login}
          </Link>
        </p>
      </div>
    </main>
  );
}
