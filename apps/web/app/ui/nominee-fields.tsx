// The policy's nominee, as an adviser records it and as a customer adds it: name, relation and the nominee's own
// mobile (optional; a death claim is started only with a code sent to it). A pasted "+91 98220 12345" arrives as
// its ten digits (MobileField); the contract's policyNominee schema judges it when the form is sent.
import { NOMINEE_RELATIONS } from '@bimasetu/contract';
import { ChoiceSelect, choicesOf } from './choice-select';
import { MobileField, TextField } from './field';

export type NomineeRelation = (typeof NOMINEE_RELATIONS)[number];
export interface TypedNominee {
  name: string;
  relation: NomineeRelation;
  mobile: string;
}
export const NO_NOMINEE: TypedNominee = { name: '', relation: 'Spouse', mobile: '' };

/** The nominee as the policy's body takes it: null when neither a name nor a mobile was typed. */
export function nomineeBody(typed: TypedNominee) {
  const name = typed.name.trim();
  return name || typed.mobile ? { name, relation: typed.relation, mobile: typed.mobile } : null;
}

/** Which nominee field a schema issue is about, or null when it is about another. */
export function nomineeIssueField(path: readonly PropertyKey[]): 'name' | 'mobile' | null {
  return path[0] === 'nominee' && (path[1] === 'name' || path[1] === 'mobile') ? path[1] : null;
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
  value,
  onChange,
  words,
  errors = {},
}: {
  value: TypedNominee;
  onChange: (patch: Partial<TypedNominee>) => void;
  words: NomineeFieldsWords;
  errors?: Partial<Record<'name' | 'mobile', string>>;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{words.legend}</legend>
      <p className="text-sm text-slate-600">{words.hint}</p>
      <div className="grid gap-3 sm:grid-cols-3">
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
