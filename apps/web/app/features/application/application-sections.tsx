// The five sections of the application, drawn from the contract's catalogue; Motor and Health & Lifestyle show
// only for their policy type.
import {
  AMOUNT_MAX_DIGITS,
  APPLICATION_FIELDS,
  APPLICATION_FORM_SECTIONS,
  fieldOptions,
} from '@bimasetu/contract';
import { digitsOnly, filterEmailInput, formatDateInput } from '~/lib/format';
import { BoundSelect, BoundText, BoundTextArea, Section, type BoundProps } from './application-inputs';
import type { ApplicationValues } from './application-values';

// The typing aids each kind of field gets on the form; the catalogue says which kind a field is.
const TEXT_INPUTS = {
  text: {},
  date: { placeholder: 'dd/mm/yyyy', inputMode: 'numeric', maxLength: 10, clean: formatDateInput },
  mobile: {
    prefix: '+91',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    clean: (v: string) => digitsOnly(v, 10),
  },
  email: { type: 'email', autoComplete: 'email', clean: filterEmailInput },
  rupees: { inputMode: 'numeric', clean: (v: string) => digitsOnly(v, AMOUNT_MAX_DIGITS) },
  years: { inputMode: 'numeric', clean: (v: string) => digitsOnly(v, 2) },
} as const;

function CatalogueInput({ name, ...bound }: BoundProps & { name: keyof ApplicationValues }) {
  const { label, kind, required, maxLength, autoComplete } = APPLICATION_FIELDS[name];
  const common = { ...bound, field: name, label, required };
  if (kind === 'choice') return <BoundSelect {...common} options={fieldOptions(APPLICATION_FIELDS[name])} />;
  if (kind === 'long-text') return <BoundTextArea {...common} max={maxLength ?? 500} />;
  return <BoundText {...common} maxLength={maxLength} autoComplete={autoComplete} {...TEXT_INPUTS[kind]} />;
}

function CatalogueSection({
  index,
  children,
  ...bound
}: BoundProps & { index: number; children?: React.ReactNode }) {
  const section = APPLICATION_FORM_SECTIONS[index];
  if (!section || (section.onlyFor && bound.values.policyType !== section.onlyFor)) return null;
  return (
    <Section title={section.title}>
      {children}
      {section.fields.map((name) =>
        // The chosen plan is kept beside the typed values, so the form never binds it.
        name === 'plan' ? null : <CatalogueInput key={name} {...bound} name={name} />,
      )}
    </Section>
  );
}

export const PersonalDetails = (bound: BoundProps) => <CatalogueSection {...bound} index={0} />;

export function PolicyDetails({
  plan,
  onClearPlan,
  ...bound
}: BoundProps & { plan: string; onClearPlan: () => void }) {
  return (
    <CatalogueSection {...bound} index={1}>
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
    </CatalogueSection>
  );
}

export const MotorDetails = (bound: BoundProps) => <CatalogueSection {...bound} index={2} />;
export const HealthDetails = (bound: BoundProps) => <CatalogueSection {...bound} index={3} />;
export const OccupationDetails = (bound: BoundProps) => <CatalogueSection {...bound} index={4} />;
