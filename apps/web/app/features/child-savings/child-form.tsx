// The child savings form: every field required ("This field is required." clears as soon as the field is edited).
import {
  CHILD_AGE_MAX,
  CHILD_INCOME_RANGES,
  childLeadSchema,
  PARENT_AGE_MAX,
  PARENT_AGE_MIN,
  type ChildLead,
} from '@bimasetu/contract';
import { useNavigate } from 'react-router';
import { digitsOnly, filterEmailInput } from '~/lib/format';
import { useLeadSubmit } from '~/lib/use-lead-submit';
import { useSchemaForm } from '~/lib/use-schema-form';
import { Button } from '~/ui/button';
import { ConsentFields } from '~/ui/consent-fields';
import { TextField, MobileField } from '~/ui/field';
import { LeadCityField } from '~/ui/lead-city-field';
import { SelectField } from '~/ui/select-field';
import { childListPath } from './child-list-inputs';

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
  const { values, errors, update, field, onSubmit } = useSchemaForm(childLeadSchema, EMPTY, {
    afterEdit: 'clear',
    focusInvalid: true,
    carryKey: 'child-quote',
  });
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
        void navigate(childListPath(details));
      })}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <TextField label="Your name" required autoComplete="name" maxLength={50} {...field('name')} />
      <MobileField
        required
        value={values.mobile}
        error={errors.mobile}
        onChange={(e) => update({ mobile: digitsOnly(e.target.value, 10) })}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={100}
        {...field('email', filterEmailInput)}
      />
      <LeadCityField value={values.city} error={errors.city} onChange={(city) => update({ city })} />
      <SelectField label="Your age" options={PARENT_AGES} unit=" years" {...select('parentAge')} />
      <SelectField label="Child's age" options={CHILD_AGES} unit=" years" {...select('childAge')} />
      <SelectField label="Annual income" options={CHILD_INCOME_RANGES} {...select('income')} />
      <ConsentFields value={lead.consent} onChange={lead.setConsent} className="sm:col-span-2" />
      <Button type="submit" size="lg" className="sm:col-span-2 sm:justify-self-start">
        View Plans
      </Button>
    </form>
  );
}
