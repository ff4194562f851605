// The home quote form: owner or tenant; an owner's building by built-up area x construction cost or by rebuild
// value; contents; optional jewellery and valuables; city; a mobile for the call-back. The answers go to the list
// in its address (home-answers.ts) and are kept across a reload (the form's carry-over).
import { homeAmount, type HomeAnswers } from '@bimasetu/contract/lines/home';
import { useNavigate } from 'react-router';
import { digitsOnly } from '~/lib/format';
import { localHref } from '~/lib/locale-paths';
import { useLeadSubmit } from '~/ui/use-lead-submit';
import { useSchemaForm } from '~/lib/use-schema-form';
import { saidErrors, useLocale, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { ConsentFields } from '~/ui/consent-fields';
import { TextField } from '~/ui/field';
import { MobileField } from '~/ui/mobile-field';
import { LeadCityField } from '~/ui/lead-city-field';
import { RadioGroup } from '~/ui/radio-group';
import { homeListSearch } from './home-answers';

const EMPTY = {
  occupancy: '',
  basis: 'area',
  builtUpArea: '',
  costPerSqFt: '',
  rebuildValue: '',
  contentsValue: '',
  valuablesValue: '',
  city: '',
  name: '',
  mobile: '',
};

export function HomeForm() {
  const navigate = useNavigate();
  const lead = useLeadSubmit('home');
  const w = useWords('homeInsurance');
  const locale = useLocale();
  const form = useSchemaForm(
    () => import('@bimasetu/contract/lines/home/lead').then((m) => m.homeLeadSchema),
    EMPTY,
    { afterEdit: 'clear', focusInvalid: true, carryKey: 'home-quote' },
  );
  const { values, update, onSubmit } = form;
  const errors = saidErrors(form.errors, w.messages);
  const amount = (
    key: 'builtUpArea' | 'costPerSqFt' | 'rebuildValue' | 'contentsValue' | 'valuablesValue',
  ) => ({
    inputMode: 'numeric' as const,
    value: values[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => update({ [key]: digitsOnly(e.target.value, 10) }),
  });
  const owner = values.occupancy === 'owner';
  const building =
    owner && values.basis === 'area' ? homeAmount(values.builtUpArea) * homeAmount(values.costPerSqFt) : NaN;

  return (
    <form
      noValidate
      onSubmit={onSubmit((details) => {
        lead.keep(details);
        const search = homeListSearch(details as HomeAnswers);
        void navigate(localHref(locale, `/home-insurance-plan?${search}`));
      })}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <RadioGroup
        className="sm:col-span-2"
        name="occupancy"
        legend={w.occupancy}
        options={w.occupancies}
        value={values.occupancy}
        error={errors.occupancy}
        onChange={(occupancy) => update({ occupancy })}
      />
      {owner ? (
        <>
          <RadioGroup
            className="sm:col-span-2"
            name="basis"
            legend={w.basis}
            options={w.bases}
            value={values.basis}
            error={errors.basis}
            onChange={(basis) => update({ basis })}
          />
          {values.basis === 'area' ? (
            <>
              <TextField label={w.builtUpArea} required {...amount('builtUpArea')} />
              <TextField label={w.costPerSqFt} required {...amount('costPerSqFt')} />
              {Number.isFinite(building) && building > 0 ? (
                <p className="text-sm text-slate-700 sm:col-span-2" data-testid="building-value">
                  {w.buildingIs(building)}
                </p>
              ) : null}
            </>
          ) : (
            <TextField label={w.rebuildValue} required {...amount('rebuildValue')} />
          )}
        </>
      ) : null}
      <TextField label={w.contentsValue} hint={w.contentsHint} required {...amount('contentsValue')} />
      <TextField label={w.valuablesValue} {...amount('valuablesValue')} />
      <LeadCityField value={values.city} error={errors.city} onChange={(city) => update({ city })} />
      <TextField
        label={w.name}
        autoComplete="name"
        maxLength={50}
        {...form.field('name')}
        error={errors.name}
      />
      <MobileField
        required
        value={values.mobile}
        error={errors.mobile}
        onChange={(e) => update({ mobile: digitsOnly(e.target.value, 10) })}
      />
      <ConsentFields value={lead.consent} onChange={lead.setConsent} className="sm:col-span-2" />
      <Button type="submit" size="lg" className="sm:col-span-2 sm:justify-self-start">
        {w.viewPlans}
      </Button>
    </form>
  );
}

/** The form's page: heading, introduction and the form. */
export function HomeFormPage() {
  const w = useWords('homeInsurance');
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{w.formTitle}</h1>
      <p className="mt-1 mb-5 text-slate-700">{w.formIntro}</p>
      <HomeForm />
    </main>
  );
}
