// The five sections of the application; Motor and Health & Lifestyle show only for their policy type.
import {
  AMOUNT_MAX_DIGITS,
  EMPLOYER_MAX_LENGTH,
  FUEL_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  MONTHS,
  NAME_MAX_LENGTH,
  OCCUPATIONS,
  PAYMENT_FREQUENCIES,
  POLICY_TYPES,
  registrationYears,
  VEHICLE_TYPES,
} from '@bimasetu/contract';
import { digitsOnly, filterEmailInput, formatDateInput } from '~/lib/format';
import { BoundSelect, BoundText, BoundTextArea, Section, type BoundProps } from './application-inputs';
import { showsHealth, showsMotor } from './application-values';

const amount = (v: string) => digitsOnly(v, AMOUNT_MAX_DIGITS);

export function PersonalDetails(bound: BoundProps) {
  return (
    <Section title="Personal Details">
      <BoundText
        {...bound}
        field="fullName"
        label="Full name"
        required
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
      />
      <BoundText
        {...bound}
        field="dob"
        label="Date of birth"
        placeholder="dd/mm/yyyy"
        inputMode="numeric"
        maxLength={10}
        clean={formatDateInput}
      />
      <BoundSelect {...bound} field="gender" label="Gender" options={GENDERS} />
      <BoundSelect {...bound} field="maritalStatus" label="Marital status" options={MARITAL_STATUSES} />
      <BoundText
        {...bound}
        field="phone"
        label="Phone number"
        required
        prefix="+91"
        inputMode="numeric"
        autoComplete="tel-national"
        clean={(v) => digitsOnly(v, 10)}
      />
      <BoundText
        {...bound}
        field="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={100}
        clean={filterEmailInput}
      />
    </Section>
  );
}

export function PolicyDetails({
  plan,
  onClearPlan,
  ...bound
}: BoundProps & { plan: string; onClearPlan: () => void }) {
  return (
    <Section title="Policy Details">
      {plan ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 sm:col-span-2">
          <p>
            Chosen plan: <strong data-testid="chosen-plan">{plan}</strong>
          </p>
          <button type="button" className="font-semibold underline" onClick={onClearPlan}>
            Remove plan
          </button>
        </div>
      ) : null}
      <BoundSelect {...bound} field="policyType" label="Policy type" required options={POLICY_TYPES} />
      <BoundText {...bound} field="sumAssured" label="Sum assured (₹)" inputMode="numeric" clean={amount} />
      <BoundText
        {...bound}
        field="policyTerm"
        label="Policy term (years)"
        inputMode="numeric"
        clean={(v) => digitsOnly(v, 2)}
      />
      <BoundSelect
        {...bound}
        field="paymentFrequency"
        label="Payment frequency"
        options={PAYMENT_FREQUENCIES}
      />
    </Section>
  );
}

export function MotorDetails(bound: BoundProps) {
  if (!showsMotor(bound.values.policyType)) return null;
  return (
    <Section title="Motor Insurance Details">
      <BoundSelect {...bound} field="vehicleType" label="Vehicle type" options={VEHICLE_TYPES} />
      <BoundText {...bound} field="brand" label="Brand" maxLength={50} />
      <BoundText {...bound} field="model" label="Model" maxLength={50} />
      <BoundSelect {...bound} field="fuelType" label="Fuel type" options={FUEL_TYPES} />
      <BoundText {...bound} field="variant" label="Variant" maxLength={50} />
      <BoundSelect {...bound} field="regYear" label="Registration year" options={registrationYears()} />
      <BoundSelect {...bound} field="regMonth" label="Registration month" options={MONTHS} />
      <BoundSelect
        {...bound}
        field="commercialActivity"
        label="Used for commercial activity?"
        options={['Yes', 'No']}
      />
    </Section>
  );
}

export function HealthDetails(bound: BoundProps) {
  if (!showsHealth(bound.values.policyType)) return null;
  return (
    <Section title="Health & Lifestyle">
      <BoundTextArea {...bound} field="lifestyle" label="Lifestyle (smoking, alcohol, exercise)" max={500} />
      <BoundTextArea {...bound} field="existingIllness" label="Existing illness" max={500} />
      <BoundTextArea {...bound} field="familyHistory" label="Family medical history" max={500} />
    </Section>
  );
}

export function OccupationDetails(bound: BoundProps) {
  return (
    <Section title="Occupation & Income">
      <BoundSelect {...bound} field="occupation" label="Occupation" options={OCCUPATIONS} />
      <BoundText {...bound} field="income" label="Annual income (₹)" inputMode="numeric" clean={amount} />
      <BoundText
        {...bound}
        field="employer"
        label="Employer"
        maxLength={EMPLOYER_MAX_LENGTH}
        autoComplete="organization"
      />
    </Section>
  );
}
