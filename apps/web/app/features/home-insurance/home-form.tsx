// The home quote form: owner or tenant; an owner's building by built-up area x construction cost or by rebuild
// value; contents; optional jewellery and valuables; city; a mobile for the call-back. The answers go to the list
// in its address (home-answers.ts) and are kept across a reload (the form's carry-over). Rupee amounts are typed as
// people type them ("12 lakh", "₹12,00,000": the contract's `homeAmount`, its `rupeesFromTyped`), read back under
// the field ("That is ₹12,00,000") and grouped the Indian way once the customer moves on; the schema refuses what
// cannot be read.
import { homeAmount, type HomeAnswers } from '@bimasetu/contract/lines/home';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { digitsOnly, groupIndian } from '~/lib/format';
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

/** Room for an amount typed with its grouping, currency and unit ("Rs. 12,00,000/-"); the lead takes as much. */
const AMOUNT_TYPED_MAX = 20;

type RupeeKey = 'costPerSqFt' | 'rebuildValue' | 'contentsValue' | 'valuablesValue';
const RUPEE_KEYS: readonly RupeeKey[] = ['costPerSqFt', 'rebuildValue', 'contentsValue', 'valuablesValue'];

/** The answers with each readable rupee amount as its plain digits, for the list's address and the lead. */
function withPlainAmounts<T extends Partial<Record<RupeeKey, string | undefined>>>(answers: T): T {
  const plain = { ...answers };
  for (const key of RUPEE_KEYS) {
    const rupees = homeAmount(answers[key]);
    if (Number.isFinite(rupees)) plain[key] = String(rupees) as T[RupeeKey];
  }
  return plain;
}

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
  const area = {
    inputMode: 'numeric' as const,
    value: values.builtUpArea,
    error: errors.builtUpArea,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      update({ builtUpArea: digitsOnly(e.target.value, 10) }),
  };
  /** A rupee field: typed freely, read back in place of its hint, grouped on leaving it. */
  const amount = (key: RupeeKey, hint: ReactNode = w.amountHint) => {
    const rupees = homeAmount(values[key]);
    const read = Number.isFinite(rupees) ? rupees : null;
    return {
      inputMode: 'numeric' as const,
      autoComplete: 'off',
      maxLength: AMOUNT_TYPED_MAX,
      value: values[key],
      error: errors[key],
      hint: read === null ? hint : <span data-testid={`${key}-echo`}>{w.amountEcho(read)}</span>,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => update({ [key]: e.target.value }),
      onBlur: () => {
        if (read !== null && groupIndian(read) !== values[key]) update({ [key]: groupIndian(read) });
      },
    };
  };
  const owner = values.occupancy === 'owner';
  const building =
    owner && values.basis === 'area' ? homeAmount(values.builtUpArea) * homeAmount(values.costPerSqFt) : NaN;

  return (
    <form
      noValidate
      onSubmit={onSubmit((details) => {
        const plain = withPlainAmounts(details);
        lead.keep(plain);
        const search = homeListSearch(plain as HomeAnswers);
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
              <TextField label={w.builtUpArea} required {...area} />
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
      <TextField
        label={w.contentsValue}
        required
        {...amount('contentsValue', `${w.contentsHint} ${w.amountHint}`)}
      />
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
