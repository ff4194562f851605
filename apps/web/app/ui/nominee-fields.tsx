// The policy's nominee, as an adviser records it and as a customer adds it: name, relation and the nominee's own
// mobile (optional; a death claim is started only with a code sent to it). A pasted "+91 98220 12345" arrives as
// its ten digits (MobileField); the contract's policyNominee schema judges it when the form is sent.
import { NOMINEE_RELATIONS } from '@bimasetu/contract';
import { useState } from 'react';
import { ChoiceSelect, choicesOf } from './choice-select';
import { TextField } from './field';
import { MobileField } from './mobile-field';

export type NomineeRelation = (typeof NOMINEE_RELATIONS)[number];
export interface TypedNominee {
  name: string;
  relation: NomineeRelation;
  mobile: string;
}
const NO_NOMINEE: TypedNominee = { name: '', relation: 'Spouse', mobile: '' };

/** The nominee as the policy's body takes it: null when neither a name nor a mobile was typed. */
function nomineeBody(typed: TypedNominee) {
  const name = typed.name.trim();
  return name || typed.mobile ? { name, relation: typed.relation, mobile: typed.mobile } : null;
}

/** Which nominee field a schema issue is about, or null when it is about another. */
function nomineeIssueField(path: readonly PropertyKey[]): 'name' | 'mobile' | null {
  return path[0] === 'nominee' && (path[1] === 'name' || path[1] === 'mobile') ? path[1] : null;
}

type NomineeErrors = Partial<Record<'name' | 'mobile', string>>;

/**
 * The typed nominee and its errors for a policy form: `refuse` shows a schema issue about the nominee under its
 * field (answering whether it was one); a change clears what was said.
 */
export function useNomineeFields(rules: Record<'name' | 'mobile', string>) {
  const [value, setValue] = useState(NO_NOMINEE);
  const [errors, setErrors] = useState<NomineeErrors>({});
  return {
    value,
    errors,
    body: () => nomineeBody(value),
    change: (patch: Partial<TypedNominee>) => {
      setValue((was) => ({ ...was, ...patch }));
      setErrors({});
    },
    refuse(path: readonly PropertyKey[]): string | null {
      const field = nomineeIssueField(path);
      setErrors(field ? { [field]: rules[field] } : {});
      return field ? rules[field] : null;
    },
    reset: () => {
      setValue(NO_NOMINEE);
      setErrors({});
    },
  };
}

export interface NomineeFieldsWords {
  legend: string;
  hint: string;
  name: string;
  relation: string;
  relations: Record<string, string>;
  mobile: string;
  mobileHint: string;
}

export function NomineeFields({
  nominee: { value, errors, change: onChange },
  words,
  columns = 'sm:grid-cols-3',
}: {
  nominee: ReturnType<typeof useNomineeFields>;
  words: NomineeFieldsWords;
  /** The grid's columns: three across a wide form, one in a narrow side column. */
  columns?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{words.legend}</legend>
      <p className="text-sm text-slate-600">{words.hint}</p>
      <div className={`grid gap-3 ${columns}`}>
        <TextField
          label={words.name}
          value={value.name}
          onChange={(e) => onChange({ name: e.target.value })}
          error={errors.name ?? null}
        />
        <ChoiceSelect
          label={words.relation}
          value={value.relation}
          choices={choicesOf(NOMINEE_RELATIONS, (relation) => words.relations[relation] ?? relation)}
          onChange={(relation) => onChange({ relation: relation as NomineeRelation })}
        />
        <MobileField
          label={words.mobile}
          hint={words.mobileHint}
          autoComplete="off"
          value={value.mobile}
          onChange={(e) => onChange({ mobile: e.target.value })}
          error={errors.mobile ?? null}
        />
      </div>
    </fieldset>
  );
}
