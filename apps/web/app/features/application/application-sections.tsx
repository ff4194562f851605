// The five sections of the application, drawn from the contract's catalogue; Motor and Health & Lifestyle show
// only for their policy type. Opened from a plan, a section shows only the fields that policy needs, and what the
// quote already told us as read-only values with a Change button.
import {
  aadhaarFromTyped,
  APPLICATION_FIELDS,
  mobileFromTyped,
  panFromTyped,
  PASTE_ROOM,
  APPLICATION_FORM_SECTIONS,
  fieldOptions,
  type ApplicationFieldKey,
} from '@bimasetu/contract';
import { digitsOnly, filterEmailInput, formatDateInput, formatRupees } from '~/lib/format';
import {
  BoundRupees,
  BoundSelect,
  BoundText,
  BoundTextArea,
  Section,
  type BoundProps,
} from './application-inputs';
import { rupeesIn, type ApplicationValues } from './application-values';
import { useWords } from '~/lib/words';
import { fieldLabel } from './field-label';

// The typing aids each kind of field gets on the form; the catalogue says which kind a field is (an amount of
// rupees has its own input, BoundRupees).
const TEXT_INPUTS = {
  text: {},
  date: { placeholder: 'dd/mm/yyyy', inputMode: 'numeric', maxLength: 10, clean: formatDateInput },
  mobile: {
    prefix: '+91',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    maxLength: PASTE_ROOM,
    clean: mobileFromTyped,
  },
  pan: { autoCapitalize: 'characters', maxLength: PASTE_ROOM, clean: panFromTyped },
  aadhaar: { inputMode: 'numeric', maxLength: PASTE_ROOM, clean: aadhaarFromTyped },
  email: { type: 'email', autoComplete: 'email', clean: filterEmailInput },
  years: { inputMode: 'numeric', clean: (v: string) => digitsOnly(v, 2) },
  measure: { inputMode: 'numeric', clean: (v: string) => digitsOnly(v, 3) },
} as const;

function CatalogueInput({ name, ...bound }: BoundProps & { name: keyof ApplicationValues }) {
  const words = useWords('application');
  const { kind, required, maxLength, autoComplete } = APPLICATION_FIELDS[name];
  const common = { ...bound, field: name, label: fieldLabel(words, name, bound.values.policyType), required };
  if (kind === 'choice') {
    // the value sent stays the contract's English; only its words change
    const labelOf = (option: string) => words.options[option] ?? option;
    return <BoundSelect {...common} options={fieldOptions(APPLICATION_FIELDS[name])} labelOf={labelOf} />;
  }
  if (kind === 'long-text') return <BoundTextArea {...common} max={maxLength ?? 500} />;
  if (kind === 'rupees') return <BoundRupees {...common} />;
  return <BoundText {...common} maxLength={maxLength} autoComplete={autoComplete} {...TEXT_INPUTS[kind]} />;
}

/** What a form opened from a plan shows: the fields it asks, those filled from the quote, and how to change one. */
export interface SectionShape {
  /** null: the spec's full form, every field of the section. */
  asked: ReadonlySet<ApplicationFieldKey> | null;
  locked: ReadonlySet<string>;
  onUnlock: (field: keyof ApplicationValues) => void;
}

/** The sections a form shows, in order, so each can say "Section 2 of 4". */
export function visibleSections(policyType: string, asked: SectionShape['asked']): number[] {
  return APPLICATION_FORM_SECTIONS.flatMap((section, index) => {
    if (section.onlyFor && !section.onlyFor.some((type) => type === policyType)) return [];
    if (asked && !section.fields.some((field) => asked.has(field))) return [];
    return [index];
  });
}

function LockedValue({
  name,
  label,
  value,
  onUnlock,
}: {
  name: keyof ApplicationValues;
  label: string;
  value: string;
  onUnlock: () => void;
}) {
  const words = useWords('application');
  const { kind } = APPLICATION_FIELDS[name];
  const rupees = kind === 'rupees' ? rupeesIn(value) : null;
  const shown =
    rupees !== null ? formatRupees(rupees) : kind === 'choice' ? (words.options[value] ?? value) : value;
  return (
    <div className="flex items-start justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <div>
        <p className="text-slate-600">{label}</p>
        <p className="font-semibold text-slate-900" data-testid={`locked-${name}`}>
          {shown} <span className="text-xs font-normal text-slate-600">({words.fromQuote})</span>
        </p>
      </div>
      <button
        type="button"
        className="min-h-11 px-2 font-semibold text-brand-800 underline"
        aria-label={words.changeLabel(label)}
        onClick={onUnlock}
      >
        {words.change}
      </button>
    </div>
  );
}

export function CatalogueSection({
  index,
  position,
  shape,
  children,
  ...bound
}: BoundProps & {
  index: number;
  /** Where the section stands among those shown: [n, of]. */
  position: readonly [number, number];
  shape: SectionShape;
  children?: React.ReactNode;
}) {
  const words = useWords('application');
  const section = APPLICATION_FORM_SECTIONS[index];
  if (!section) return null;
  const { asked, locked, onUnlock } = shape;
  return (
    <Section
      title={words.sections[section.title] ?? section.title}
      progress={words.sectionProgress(position[0], position[1])}
    >
      {section.fields.map((name) => {
        // The chosen plan is kept beside the typed values, so the form never binds it.
        if (name === 'plan' || (asked && !asked.has(name))) return null;
        // a value from the quote that the server would refuse opens for editing, so its message can be seen
        if (locked.has(name) && bound.values[name] !== '' && !bound.errors[name]) {
          // the policy type comes with the plan: changing it is removing the plan
          return name === 'policyType' ? null : (
            <LockedValue
              key={name}
              name={name}
              label={fieldLabel(words, name, bound.values.policyType)}
              value={bound.values[name]}
              onUnlock={() => onUnlock(name)}
            />
          );
        }
        return <CatalogueInput key={name} {...bound} name={name} />;
      })}
      {children}
    </Section>
  );
}
