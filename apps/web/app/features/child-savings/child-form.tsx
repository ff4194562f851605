// The child savings form: every field required ("This field is required." clears as soon as the field is edited).
import {
  CHILD_AGE_MAX,
  CHILD_INCOME_RANGES,
  childLeadSchema,
  employeeMessages,
  LEAD_CITY_LIST,
  PARENT_AGE_MAX,
  PARENT_AGE_MIN,
  type ChildLead,
} from '@bimasetu/contract';
import { digitsOnly, filterEmailInput } from '~/lib/format';
import { useLeadForm } from '~/lib/use-lead-form';
import { Button } from '~/ui/button';
import { ConsentFields } from '~/ui/consent-fields';
import { controlClass, Field, TextField, MobileField } from '~/ui/field';
import { SearchCombobox } from '~/ui/search-combobox';

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
  const { values, errors, consent, setConsent, set, onSubmit } = useLeadForm({
    schema: childLeadSchema,
    empty: EMPTY,
    line: 'child-savings',
    next: '/child-savings-plan',
  });

  const cities = LEAD_CITY_LIST.filter((c) => c.toLowerCase().includes(values.city.trim().toLowerCase()));
  const select = (
    field: 'parentAge' | 'childAge' | 'income',
    label: string,
    options: readonly string[],
    unit = '',
  ) => (
    <Field label={label} error={errors[field]} required>
      {(control) => (
        <select
          {...control}
          className={controlClass}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
        >
          <option value="">Select</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
              {unit}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <TextField
        label="Your name"
        required
        autoComplete="name"
        maxLength={50}
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <MobileField
        required
        value={values.mobile}
        error={errors.mobile}
        onChange={(e) => set('mobile', digitsOnly(e.target.value, 10))}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={100}
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', filterEmailInput(e.target.value))}
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
      {select('parentAge', 'Your age', PARENT_AGES, ' years')}
      {select('childAge', "Child's age", CHILD_AGES, ' years')}
      {select('income', 'Annual income', CHILD_INCOME_RANGES)}
      <ConsentFields value={consent} onChange={setConsent} className="sm:col-span-2" />
      <Button type="submit" size="lg" className="sm:col-span-2 sm:justify-self-start">
        View Plans
      </Button>
    </form>
  );
}
