// The employee group health form with the six messages of the spec; a valid form moves on to the plans.
import {
  EMPLOYEE_BUYING_STATUSES,
  EMPLOYEE_INSURE_OPTIONS,
  employeeLeadSchema,
  type EmployeeLead,
} from '@bimasetu/contract';
import { useNavigate } from 'react-router';
import { employeeListPath } from './employee-list-inputs';
import { digitsOnly } from '~/lib/format';
import { useLeadSubmit } from '~/lib/use-lead-submit';
import { useSchemaForm } from '~/lib/use-schema-form';
import { Button } from '~/ui/button';
import { ConsentFields } from '~/ui/consent-fields';
import { TextField, MobileField } from '~/ui/field';
import { LeadCityField } from '~/ui/lead-city-field';

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
  const navigate = useNavigate();
  const lead = useLeadSubmit('employee-health');
  const { values, errors, update, field, onSubmit } = useSchemaForm(employeeLeadSchema, EMPTY, {
    afterEdit: 'clear',
    focusInvalid: true,
    carryKey: 'employee-quote',
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit((details) => {
        lead.keep(details);
        void navigate(employeeListPath(details));
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
        legend="Whom do you want to insure?"
        name="insureOption"
        options={EMPLOYEE_INSURE_OPTIONS}
        value={values.insureOption}
        error={errors.insureOption}
        onChange={(v) => update({ insureOption: v })}
      />
      <TextField
        label="Total number of employees"
        required
        inputMode="numeric"
        maxLength={7}
        value={values.totalEmployees}
        error={errors.totalEmployees}
        onChange={(e) => update({ totalEmployees: e.target.value.replace(/[^\d]/g, '') })}
      />
      <RadioGroup
        legend="Is this your first group health policy?"
        name="isFirstTime"
        options={EMPLOYEE_BUYING_STATUSES}
        value={values.isFirstTime}
        error={errors.isFirstTime}
        onChange={(v) => update({ isFirstTime: v })}
      />
      <TextField
        label="Company name"
        required
        autoComplete="organization"
        maxLength={100}
        {...field('companyName')}
      />
      <LeadCityField value={values.city} error={errors.city} onChange={(city) => update({ city })} />
      <ConsentFields value={lead.consent} onChange={lead.setConsent} />
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
        View Plans
      </Button>
    </form>
  );
}
