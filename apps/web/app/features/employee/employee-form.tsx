// The employee group health form with the six messages of the spec; a valid form moves on to the plans.
import {
  EMPLOYEE_BUYING_STATUSES,
  EMPLOYEE_INSURE_OPTIONS,
  employeeLeadSchema,
  employeeMessages,
  LEAD_CITY_LIST,
  type EmployeeLead,
} from '@bimasetu/contract';
import { digitsOnly } from '~/lib/format';
import { useLeadForm } from '~/lib/use-lead-form';
import { Button } from '~/ui/button';
import { ConsentFields } from '~/ui/consent-fields';
import { Field, TextField, MobileField } from '~/ui/field';
import { SearchCombobox } from '~/ui/search-combobox';

type Draft = Record<keyof EmployeeLead, string>;
const EMPTY: Draft = {
  mobile: '',
  insureOption: '',
  totalEmployees: '',
  isFirstTime: '',
  companyName: '',
  city: '',
};

function RadioGroup({
  legend,
  name,
  options,
  value,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={option}
              className="size-4 accent-brand-700"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function EmployeeForm() {
  const { values, errors, consent, setConsent, set, onSubmit } = useLeadForm({
    schema: employeeLeadSchema,
    empty: EMPTY,
    line: 'employee-health',
    next: '/employee-insurance-plan',
  });

  const cities = LEAD_CITY_LIST.filter((c) => c.toLowerCase().includes(values.city.trim().toLowerCase()));
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <MobileField
        required
        value={values.mobile}
        error={errors.mobile}
        onChange={(e) => set('mobile', digitsOnly(e.target.value, 10))}
      />
      <RadioGroup
        legend="Whom do you want to insure?"
        name="insureOption"
        options={EMPLOYEE_INSURE_OPTIONS}
        value={values.insureOption}
        error={errors.insureOption}
        onChange={(v) => set('insureOption', v)}
      />
      <TextField
        label="Total number of employees"
        required
        inputMode="numeric"
        maxLength={7}
        value={values.totalEmployees}
        error={errors.totalEmployees}
        onChange={(e) => set('totalEmployees', e.target.value.replace(/[^\d]/g, ''))}
      />
      <RadioGroup
        legend="Is this your first group health policy?"
        name="isFirstTime"
        options={EMPLOYEE_BUYING_STATUSES}
        value={values.isFirstTime}
        error={errors.isFirstTime}
        onChange={(v) => set('isFirstTime', v)}
      />
      <TextField
        label="Company name"
        required
        autoComplete="organization"
        maxLength={100}
        value={values.companyName}
        error={errors.companyName}
        onChange={(e) => set('companyName', e.target.value)}
      />
      <Field label="City" error={errors.city} required>
        {(control) => (
          <SearchCombobox
            control={control}
            query={values.city}
            onQueryChange={(city) => set('city', city)}
            suggestions={cities}
            onPick={(city) => set('city', city)}
            noMatchText={employeeMessages.noCity}
            placeholder="Search your city"
          />
        )}
      </Field>
      <ConsentFields value={consent} onChange={setConsent} />
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
        View Plans
      </Button>
    </form>
  );
}
