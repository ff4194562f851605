// The child savings form: every field required ("This field is required." clears as soon as the field is edited).
import {
  CHILD_AGE_MAX,
  CHILD_INCOME_RANGES,
  PARENT_AGE_MAX,
  PARENT_AGE_MIN,
  type ChildLead,
} from '@bimasetu/contract';
import { useNavigate } from 'react-router';
import { digitsOnly, filterEmailInput } from '~/lib/format';
import { useLeadSubmit } from '~/ui/use-lead-submit';
import { useSchemaForm } from '~/lib/use-schema-form';
import { Button } from '~/ui/button';
import { ConsentFields } from '~/ui/consent-fields';
import { TextField } from '~/ui/field';
import { MobileField } from '~/ui/mobile-field';
import { LeadCityField } from '~/ui/lead-city-field';
import { SelectField } from '~/ui/select-field';
import { childListPath } from './child-list-inputs';
import { localHref } from '~/lib/locale-paths';
import { saidErrors, useLocale, useWords } from '~/lib/words';

const EMPTY: ChildLead = {
  name: '',
  mobile: '',
  email: '',
  city: '',
  parentAge: '',
  childAge: '',
  income: '',
};
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const PARENT_AGES = range(PARENT_AGE_MIN, PARENT_AGE_MAX);
const CHILD_AGES = range(0, CHILD_AGE_MAX);

export function ChildForm() {
  const navigate = useNavigate();
  const lead = useLeadSubmit('child-savings');
  const w = useWords('childForm');
  const locale = useLocale();
  const form = useSchemaForm(() => import('~/lib/lead-schemas').then((m) => m.childLeadSchema), EMPTY, {
    afterEdit: 'clear',
    focusInvalid: true,
    carryKey: 'child-quote',
  });
  const { values, update, onSubmit } = form;
  // The contract's messages in the page's language (their English text is their stable code).
  const errors = saidErrors(form.errors, w.messages);
  const field: typeof form.field = (name, clean) => ({ ...form.field(name, clean), error: errors[name] });
  const select = (field: 'parentAge' | 'childAge' | 'income') => ({
    required: true,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => update({ [field]: value }),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit((details) => {
        lead.keep(details);
        void navigate(localHref(locale, childListPath(details)));
      })}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <TextField label={w.name} required autoComplete="name" maxLength={50} {...field('name')} />
      <MobileField
        required
        value={values.mobile}
        error={errors.mobile}
        onChange={(e) => update({ mobile: digitsOnly(e.target.value, 10) })}
      />
      <TextField
        label={w.email}
        type="email"
        required
        autoComplete="email"
        maxLength={100}
        {...field('email', filterEmailInput)}
      />
      <LeadCityField value={values.city} error={errors.city} onChange={(city) => update({ city })} />
      <SelectField label={w.parentAge} options={PARENT_AGES} unit={w.years} {...select('parentAge')} />
      <SelectField label={w.childAge} options={CHILD_AGES} unit={w.years} {...select('childAge')} />
      <SelectField
        label={w.income}
        options={CHILD_INCOME_RANGES}
        labelOf={(range) => w.incomes[range as keyof typeof w.incomes] ?? range}
        {...select('income')}
      />
      <ConsentFields value={lead.consent} onChange={lead.setConsent} className="sm:col-span-2" />
      <Button type="submit" size="lg" className="sm:col-span-2 sm:justify-self-start">
        {w.viewPlans}
      </Button>
    </form>
  );
}

/** The form's page: heading, introduction and the form. */
export function ChildFormPage() {
  const w = useWords('childForm');
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{w.title}</h1>
      <p className="mt-1 mb-5 text-slate-700">{w.intro}</p>
      <ChildForm />
    </main>
  );
}
