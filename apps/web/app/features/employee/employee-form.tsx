// The employee group health form with the six messages of the spec; a valid form moves on to the plans.
import { employeeMessages, type EmployeeLead } from '@bimasetu/contract';
import { useNavigate } from 'react-router';
import { employeeListPath } from './employee-list-inputs';
import { digitsOnly } from '~/lib/format';
import { useLeadSubmit } from '~/ui/use-lead-submit';
import { useSchemaForm } from '~/lib/use-schema-form';
import { localHref } from '~/lib/locale-paths';
import { saidErrors, sayIn, useLocale, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { ConsentFields } from '~/ui/consent-fields';
import { TextField } from '~/ui/field';
import { MobileField } from '~/ui/mobile-field';
import { LeadCityField } from '~/ui/lead-city-field';
import { RadioGroup } from '~/ui/radio-group';

type Draft = Record<keyof EmployeeLead, string>;
const EMPTY: Draft = {
  mobile: '',
  insureOption: '',
  totalEmployees: '',
  isFirstTime: '',
  companyName: '',
  city: '',
};

export function EmployeeForm() {
  const navigate = useNavigate();
  const lead = useLeadSubmit('employee-health');
  const w = useWords('employee');
  const locale = useLocale();
  const form = useSchemaForm(() => import('~/lib/lead-schemas').then((m) => m.employeeLeadSchema), EMPTY, {
    afterEdit: 'clear',
    focusInvalid: true,
    carryKey: 'employee-quote',
  });
  const { values, update, onSubmit } = form;
  // The contract's messages in the page's language (their English text is their stable code).
  const say = sayIn(w.messages);
  const errors = saidErrors(form.errors, w.messages);

  return (
    <form
      noValidate
      onSubmit={onSubmit((details) => {
        lead.keep(details);
        void navigate(localHref(locale, employeeListPath(details)));
      })}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <MobileField
        required
        value={values.mobile}
        error={errors.mobile}
        onChange={(e) => update({ mobile: digitsOnly(e.target.value, 10) })}
      />
      <RadioGroup
        legend={w.whomToInsure}
        name="insureOption"
        required
        options={w.insureOptions}
        value={values.insureOption}
        error={errors.insureOption}
        onChange={(v) => update({ insureOption: v })}
      />
      <TextField
        label={w.totalEmployees}
        required
        inputMode="numeric"
        maxLength={7}
        value={values.totalEmployees}
        error={errors.totalEmployees}
        onChange={(e) => update({ totalEmployees: e.target.value.replace(/[^\d]/g, '') })}
      />
      <RadioGroup
        legend={w.firstPolicy}
        name="isFirstTime"
        required
        options={w.buyingStatuses}
        value={values.isFirstTime}
        error={errors.isFirstTime}
        onChange={(v) => update({ isFirstTime: v })}
      />
      <TextField
        label={w.companyName}
        required
        autoComplete="organization"
        maxLength={100}
        {...form.field('companyName')}
        error={errors.companyName}
      />
      <LeadCityField
        value={values.city}
        error={errors.city}
        onChange={(city) => update({ city })}
        noMatchText={say(employeeMessages.noCity)}
      />
      <ConsentFields value={lead.consent} onChange={lead.setConsent} />
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
        {w.viewPlans}
      </Button>
    </form>
  );
}

/** The form's page: heading, introduction and the form. */
export function EmployeeFormPage() {
  const w = useWords('employee');
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{w.formTitle}</h1>
      <p className="mt-1 mb-5 text-slate-700">{w.formIntro}</p>
      <EmployeeForm />
    </main>
  );
}
